/** The admin's English texts: react-admin's own, with the words this agency's staff use. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { REBUILD_TIME } from './lib/deploy-status';

const PUBLISHED = `The public site shows it once it is rebuilt (${REBUILD_TIME}): Deploys says when it is live.`;

// Staff log in with their e-mail address; a saved change says when visitors will see it.
const messages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    auth: { ...englishMessages.ra.auth, username: 'E-mail' },
    notification: {
      ...englishMessages.ra.notification,
      created: `Saved. ${PUBLISHED}`,
      updated: `Saved. ${PUBLISHED}`,
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
