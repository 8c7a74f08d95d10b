import { deferred } from '../Deferred/deferred';

/** The testimonials slider, its react-slick code loaded only when the section nears the screen. */
export const DeferredTestimonials = deferred(
  () => import('./Testimonials').then((module) => module.Testimonials),
  process.env.BUILD_STAGE === 'build-html' ? (require('./Testimonials') as typeof import('./Testimonials')).Testimonials : undefined,
);
