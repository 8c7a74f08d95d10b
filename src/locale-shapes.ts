/**
 * Compile-time only (\`npm run typecheck\`; nothing imports it): each language's locale file has
 * the English file's shape, so a text read as a list or an object (\`returnObjects\`) is one in
 * every language. Arabic and Russian may add plural forms (\`_few\`, \`_many\`); src/locales.test.ts
 * checks those, the array lengths and the placeholders.
 */
import type enAbout from '../locales/en/about.json';
import type arAbout from '../locales/ar/about.json';
import type ruAbout from '../locales/ru/about.json';
import type enBooking from '../locales/en/booking.json';
import type arBooking from '../locales/ar/booking.json';
import type ruBooking from '../locales/ru/booking.json';
import type enBlog from '../locales/en/blog.json';
import type arBlog from '../locales/ar/blog.json';
import type ruBlog from '../locales/ru/blog.json';
import type enCandidates from '../locales/en/candidates.json';
import type arCandidates from '../locales/ar/candidates.json';
import type ruCandidates from '../locales/ru/candidates.json';
import type enCommon from '../locales/en/common.json';
import type arCommon from '../locales/ar/common.json';
import type ruCommon from '../locales/ru/common.json';
import type enContact from '../locales/en/contact.json';
import type arContact from '../locales/ar/contact.json';
import type ruContact from '../locales/ru/contact.json';
import type enForms from '../locales/en/forms.json';
import type arForms from '../locales/ar/forms.json';
import type ruForms from '../locales/ru/forms.json';
import type enHome from '../locales/en/home.json';
import type arHome from '../locales/ar/home.json';
import type ruHome from '../locales/ru/home.json';
import type enPrivacy from '../locales/en/privacy.json';
import type arPrivacy from '../locales/ar/privacy.json';
import type ruPrivacy from '../locales/ru/privacy.json';
import type enServices from '../locales/en/services.json';
import type arServices from '../locales/ar/services.json';
import type ruServices from '../locales/ru/services.json';
import type enValidation from '../locales/en/validation.json';
import type arValidation from '../locales/ar/validation.json';
import type ruValidation from '../locales/ru/validation.json';

type ShapedLike<English, Other extends English> = [English, Other];

export type LocaleShapes = [
  ShapedLike<typeof enAbout, typeof arAbout>,
  ShapedLike<typeof enAbout, typeof ruAbout>,
  ShapedLike<typeof enBooking, typeof arBooking>,
  ShapedLike<typeof enBooking, typeof ruBooking>,
  ShapedLike<typeof enBlog, typeof arBlog>,
  ShapedLike<typeof enBlog, typeof ruBlog>,
  ShapedLike<typeof enCandidates, typeof arCandidates>,
  ShapedLike<typeof enCandidates, typeof ruCandidates>,
  ShapedLike<typeof enCommon, typeof arCommon>,
  ShapedLike<typeof enCommon, typeof ruCommon>,
  ShapedLike<typeof enContact, typeof arContact>,
  ShapedLike<typeof enContact, typeof ruContact>,
  ShapedLike<typeof enForms, typeof arForms>,
  ShapedLike<typeof enForms, typeof ruForms>,
  ShapedLike<typeof enHome, typeof arHome>,
  ShapedLike<typeof enHome, typeof ruHome>,
  ShapedLike<typeof enPrivacy, typeof arPrivacy>,
  ShapedLike<typeof enPrivacy, typeof ruPrivacy>,
  ShapedLike<typeof enServices, typeof arServices>,
  ShapedLike<typeof enServices, typeof ruServices>,
  ShapedLike<typeof enValidation, typeof arValidation>,
  ShapedLike<typeof enValidation, typeof ruValidation>,
];
