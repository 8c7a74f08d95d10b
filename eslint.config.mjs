// Lint for the product code, the admin app, the tests and the scripts: npm test runs it and
// allows no warning. design/illustrations (the art pipeline) keeps its own habits.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

export default tseslint.config(
  {
    ignores: ['**/node_modules/', 'public/', '.cache/', 'admin/dist/', 'data/', 'screenshots/', 'test-results/', 'playwright-report/', 'design/', 'gatsby/types/', '**/*.js', '**/*.mjs', '**/*.cjs'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}', 'gatsby-*.tsx', 'test-support/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks. The plugin's newer React Compiler rules are for code that compiler
    // builds, which this project does not use.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useIsomorphicLayoutEffect$' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // No type assertions in product code: data that comes in is checked (TypeBox, Ajv, guards),
    // not declared. The few seams where a library cannot be told otherwise carry an
    // eslint-disable line with its reason; `as const` is not an assertion of a type.
    files: ['src/**/*.{ts,tsx}', 'api/src/**/*.ts', 'admin/src/**/*.{ts,tsx}', 'gatsby/**/*.ts', 'gatsby-*.{ts,tsx}', 'scripts/**/*.ts', 'bench/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
    },
  },
  {
    // Every package the code imports is declared: what the site's build, the API and the admin
    // use at run time in `dependencies` (a production install omits the rest), what only tests,
    // benches and scripts use may be a devDependency. An import that arrives only through another
    // package (at whatever version that one picks) is an error.
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      // How it reads an imported file to follow its imports (for the circles).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] })],
    },
    rules: {
      // No import circles: each module can be read (and loaded) after what it imports.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          devDependencies: ['**/*.test.{ts,tsx}', 'e2e/**', 'test-support/**', 'api/test/**', 'bench/**', 'scripts/**', '**/*.config.{ts,mts,js,mjs}', 'gatsby/**/*.test.ts'],
          optionalDependencies: false,
          peerDependencies: false,
        },
      ],
    },
  },
  {
    // Each workspace (api/, admin/, shared/) declares in its own package.json what its code
    // imports; its tests also use the test tooling the root declares.
    files: ['api/test/**/*.ts', 'admin/src/**/*.test.{ts,tsx}', 'shared/**/*.test.ts'],
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { packageDir: ['.', './api', './admin', './shared'], optionalDependencies: false, peerDependencies: false }],
    },
  },
  {
    // The brand mark is drawn by the site's React or the admin's, never by the API's code.
    files: ['shared/brand/**'],
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { packageDir: ['./shared', '.', './admin'], optionalDependencies: false, peerDependencies: false }],
    },
  },
  {
    // One direction for imports. In the API: the server (app.ts, main.ts, the CLIs) over the
    // routes (routes/: public, admin/: staff) over the services and stores over db/, the lowest;
    // http/ is the routes' infrastructure. The site, the API and the admin share shared/ (reached
    // as @efe/shared/…), never each other's code.
    files: ['**/*.{ts,tsx,mts}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './api/src/db', from: './api/src', except: ['./db'], message: 'db/ is the lowest layer of the API: it imports no other part of it.' },
            { target: './api/src/routes', from: './api/src/admin', message: 'The public routes import nothing from the admin API.' },
            { target: './api/src/http', from: ['./api/src/admin', './api/src/routes'], message: 'http/ is the routes\' infrastructure, below them.' },
            {
              target: ['./api/src/{applications,backup,booking,contact,content,content-store,deploy,engagements,i18n,mail,media,privacy,seed,staff,uploads}/**'],
              from: ['./api/src/admin', './api/src/routes'],
              message: 'Services and stores sit below the routes.',
            },
            { target: './shared', from: ['./src', './api', './admin', './gatsby', './scripts'], message: 'shared/ is what the site, the API and the admin have in common: it imports none of them.' },
            { target: './src', from: ['./api', './admin'], message: 'The site imports nothing of the API or the staff admin.' },
            { target: './api/src', from: ['./src', './admin', './gatsby'], message: 'The API shares only shared/ (@efe/shared/…) with the site and the admin.' },
            {
              target: './admin/src',
              from: ['./src', './gatsby', './api'],
              message: 'The admin shares only shared/ (@efe/shared/…) with the site and the API: the answers it reads are schemas in shared/contract/, types included.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared code is reached by its package name, so what is shared shows in every import of it.
    files: ['**/*.{ts,tsx,mts}'],
    ignores: ['shared/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/shared', '**/shared/**', '!@efe/shared', '!@efe/shared/**'], message: 'Import shared code as @efe/shared/…, not by a relative path.' }] }],
    },
  },
  {
    rules: {
      // `_name` marks what a destructuring leaves out on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
);
