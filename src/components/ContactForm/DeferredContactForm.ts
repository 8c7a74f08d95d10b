import { deferred } from '../Deferred/deferred';

/** The contact form, its Formik and Yup code loaded only when it is about to be used. */
export const DeferredContactForm = deferred(
  () => import('./ContactForm').then((module) => module.ContactForm),
  // A require webpack drops from the browser bundle (components/Deferred explains why).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  process.env.BUILD_STAGE === 'build-html' ? require('./ContactForm').ContactForm : undefined,
);
