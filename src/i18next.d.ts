// `t` returns strings, never null (returnNull: false, i18next's default since version 23).
// Every key and what `returnObjects` gives back are typed from the locale files of all three
// languages together (Arabic and Russian add their plural forms): a key that no file has, or a
// file whose shape differs from the others', fails `npm run typecheck`; src/locales.test.ts keeps
// the three files of a namespace the same shape but for the plural forms each language has.
import 'i18next';
import type enApplicant from '../locales/en/applicant.json';
import type arApplicant from '../locales/ar/applicant.json';
import type ruApplicant from '../locales/ru/applicant.json';
import type enConsent from '../locales/en/consent.json';
import type arConsent from '../locales/ar/consent.json';
import type ruConsent from '../locales/ru/consent.json';
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
import type enShortlist from '../locales/en/shortlist.json';
import type arShortlist from '../locales/ar/shortlist.json';
import type ruShortlist from '../locales/ru/shortlist.json';
import type enValidation from '../locales/en/validation.json';
import type arValidation from '../locales/ar/validation.json';
import type ruValidation from '../locales/ru/validation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false;
    defaultNS: 'common';
    resources: {
      about: typeof enAbout & typeof arAbout & typeof ruAbout;
      applicant: typeof enApplicant & typeof arApplicant & typeof ruApplicant;
      blog: typeof enBlog & typeof arBlog & typeof ruBlog;
      booking: typeof enBooking & typeof arBooking & typeof ruBooking;
      candidates: typeof enCandidates & typeof arCandidates & typeof ruCandidates;
      common: typeof enCommon & typeof arCommon & typeof ruCommon;
      consent: typeof enConsent & typeof arConsent & typeof ruConsent;
      contact: typeof enContact & typeof arContact & typeof ruContact;
      forms: typeof enForms & typeof arForms & typeof ruForms;
      home: typeof enHome & typeof arHome & typeof ruHome;
      privacy: typeof enPrivacy & typeof arPrivacy & typeof ruPrivacy;
      services: typeof enServices & typeof arServices & typeof ruServices;
      shortlist: typeof enShortlist & typeof arShortlist & typeof ruShortlist;
      validation: typeof enValidation & typeof arValidation & typeof ruValidation;
    };
  }
}
