/**
 * react-admin for tests of code that takes only its error class and fetchJson: those two, loaded
 * from their own files (the package's index needs a browser's router). A test file uses it as
 * `jest.mock('react-admin', () => jest.requireActual('…/test-support/react-admin-http-only').reactAdminHttpOnly())`.
 */
import path from 'node:path';

export function reactAdminHttpOnly(): Record<string, unknown> {
  const dataProviderFolder = `${path.dirname(require.resolve('ra-core'))}/dataProvider`;
  return {
    HttpError: jest.requireActual(`${dataProviderFolder}/HttpError.cjs`),
    fetchUtils: jest.requireActual(`${dataProviderFolder}/fetch.cjs`),
  };
}
