import { deferred } from '../Deferred/deferred';

/** An applicant's own application, opened by its private link; its code loaded apart from the page's. */
export const DeferredMyApplication = deferred(
  () => import('./MyApplication').then((module) => module.MyApplication),
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  process.env.BUILD_STAGE === 'build-html' ? require('./MyApplication').MyApplication : undefined,
);
