/** The API's and the browser tests' way to test-support/checked.ts, which the site's and shared/'s tests use too. */
export { checked } from '../../../test-support/checked';
