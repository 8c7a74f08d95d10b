import { deferred } from '../Deferred/deferred';

/**
 * The booking form, Formik and Yup loaded apart from the page's first JavaScript, and only on use
 * (it is the first view: coming near the viewport would load it at once). The free times above it
 * come with the page (FreeTimes); its static HTML takes what is typed meanwhile.
 */
export const DeferredBookingForm = deferred(
  () => import('./booking-form-code').then((code) => code.loadBookingForm()),
  // A require webpack drops from the browser bundle (components/Deferred explains why).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  process.env.BUILD_STAGE === 'build-html' ? require('./BookingForm').BookingForm : undefined,
  { nearViewport: false },
);
