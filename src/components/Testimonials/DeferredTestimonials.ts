import { deferred } from '../Deferred/deferred';

/** The testimonials slider, its react-slick code loaded only when the section nears the screen. */
export const DeferredTestimonials = deferred(
  () => import('./Testimonials').then((module) => module.Testimonials),
  // A require webpack drops from the browser bundle (components/Deferred explains why).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  process.env.BUILD_STAGE === 'build-html' ? require('./Testimonials').Testimonials : undefined,
);
