/** The admin's English texts: react-admin's own, with the words this agency's staff use. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { SAVED_AND_PUBLISHED } from './lib/saved-notice';

// Staff log in with their e-mail address; a saved change says when visitors will see it.
const messages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    auth: { ...englishMessages.ra.auth, username: 'E-mail' },
    notification: {
      ...englishMessages.ra.notification,
      created: SAVED_AND_PUBLISHED,
      updated: SAVED_AND_PUBLISHED,
      deleted: 'Deleted.',
    },
  },
  resources: {
    blog: { name: 'Blog post |||| Blog posts' },
    testimonials: { name: 'Testimonial |||| Testimonials' },
    candidates: { name: 'Candidate |||| Candidates' },
    deploys: { name: 'Deploy |||| Deploys' },
    applications: { name: 'Application |||| Applications' },
    messages: { name: 'Contact message |||| Contact messages' },
    media: { name: 'Media file |||| Media' },
    mail: { name: 'Mail |||| Mail queue' },
    audit: { name: 'Audit entry |||| Audit trail' },
  },
};
export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
