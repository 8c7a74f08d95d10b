import { deferred } from '../Deferred/deferred';

/** The career form, its Formik and Yup code loaded only when it is about to be used. */
export const DeferredApplicationForm = deferred(
  () => import('./ApplicationForm').then((module) => module.ApplicationForm),
  // A require webpack drops from the browser bundle (components/Deferred explains why).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  process.env.BUILD_STAGE === 'build-html' ? require('./ApplicationForm').ApplicationForm : undefined,
);
