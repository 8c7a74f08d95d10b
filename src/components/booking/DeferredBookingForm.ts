import { deferred } from '../Deferred/deferred';

/** The booking form, its pickers, Formik and Yup loaded apart from the page's first JavaScript. */
export const DeferredBookingForm = deferred(
  () => import('./BookingForm').then((module) => module.BookingForm),
  // A require webpack drops from the browser bundle (components/Deferred explains why).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  process.env.BUILD_STAGE === 'build-html' ? require('./BookingForm').BookingForm : undefined,
);
