import { deferred } from '../Deferred/deferred';

/** A family's booking, moved or cancelled by its private link; its code loaded apart from the page's. */
export const DeferredManageBooking = deferred(
  () => import('./ManageBooking').then((module) => module.ManageBooking),
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  process.env.BUILD_STAGE === 'build-html' ? require('./ManageBooking').ManageBooking : undefined,
);
