import { deferred } from '../Deferred/deferred';

/**
 * The booking form, Formik and Yup loaded apart from the page's first JavaScript: not when it comes
 * near the viewport (it is in the first view, which would load it at once), but at its first use or,
 * without one, at idle once the page is hydrated and its first view done (the free times above it
 * come with the page: FreeTimes). A family who reads before typing finds the form's code there; its
 * static HTML takes what is typed meanwhile.
 */
export const DeferredBookingForm = deferred(
  () => import('./booking-form-code').then((code) => code.loadBookingForm()),
  // A require webpack drops from the browser bundle (components/Deferred explains why).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  process.env.BUILD_STAGE === 'build-html' ? require('./BookingForm').BookingForm : undefined,
  { nearViewport: false, afterFirstView: true },
);
