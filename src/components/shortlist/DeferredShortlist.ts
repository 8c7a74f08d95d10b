import { deferred } from '../Deferred/deferred';

/** A family's shortlist, opened by its private link; its code loaded apart from the page's. */
export const DeferredShortlist = deferred(
  () => import('./Shortlist').then((module) => module.Shortlist),
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  process.env.BUILD_STAGE === 'build-html' ? require('./Shortlist').Shortlist : undefined,
);
