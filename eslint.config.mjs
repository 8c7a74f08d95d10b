// Lint for the product code, the admin app, the tests and the scripts: npm test runs it and
// allows no warning. design/illustrations (the art pipeline) keeps its own habits.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

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
    rules: {
      // `_name` marks what a destructuring leaves out on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
);
