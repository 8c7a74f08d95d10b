import { deferred } from '../Deferred/deferred';

/** The career form, its Formik and Yup code loaded only when it is about to be used. */
export const DeferredApplicationForm = deferred(
  () => import('./ApplicationForm').then((module) => module.ApplicationForm),
  process.env.BUILD_STAGE === 'build-html' ? (require('./ApplicationForm') as typeof import('./ApplicationForm')).ApplicationForm : undefined,
);
