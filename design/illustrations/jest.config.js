/** The illustration pipeline's own tests (`npx jest -c design/illustrations/jest.config.js`), outside the product's `npm test`. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
};
