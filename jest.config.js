/** Two projects: the site's pure logic and components (jsdom), and the API over real HTTP (node). */
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: { warnOnly: false } }];

module.exports = {
  // The API tests start real API processes (tsx compiles on each start): on two busy cores that
  // alone has taken over jest's default 5 s in a beforeAll.
  testTimeout: 20_000,
  // The API processes a run started and left running are ended with it (api/test/support/api-processes.ts).
  globalSetup: '<rootDir>/test-support/jest-global-setup.ts',
  globalTeardown: '<rootDir>/test-support/jest-global-teardown.ts',
  projects: [
    {
      displayName: 'site',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src', '<rootDir>/shared', '<rootDir>/scripts', '<rootDir>/gatsby', '<rootDir>/admin/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.tsx?$': tsJest },
      moduleNameMapper: {
        '\\.(css)$': '<rootDir>/test-support/style-mock.js',
        '\\.(jpg|jpeg|png|svg|webp|avif)$': '<rootDir>/test-support/file-mock.js',
        '^gatsby$': '<rootDir>/test-support/gatsby-mock.tsx',
      },
      setupFilesAfterEnv: ['<rootDir>/test-support/setup-site.ts'],
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/test'],
      testMatch: ['**/*.test.ts'],
      // Most files start a real API process in a beforeAll (tsx compiles it on each start): at a
      // load average of 15 on two cores that has taken over 20 s.
      testTimeout: 60_000,
      transform: { '^.+\\.tsx?$': tsJest },
    },
  ],
};
