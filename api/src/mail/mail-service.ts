/**
 * The API's mail: the queue in the database, the transport (SMTP, or the outbox directory), the
 * worker that sends, and the notifier that queues a mail for each lead. Mail that was waiting
 * when the API last stopped goes out at once; the worker stops when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE } from '@efe/shared/constants';
import type { AppConfig } from '../config';
import type { Db } from '../db/connection';
import { LocaleMessages } from '../i18n/locale-messages';
import { carriesApplicantLink, LeadNotifier } from './lead-notifications';
import { BookingNotifier, carriesPrivateLink } from '../booking/booking-notifications';
import { PrivateKeys } from '../booking/private-keys';
import { carriesShortlistLink, ShortlistNotifier } from '../engagements/shortlist-notifications';
import type { CalendarPerson } from '../booking/ics';
import { MailQueue } from './mail-queue';
import { mailTransport } from './mail-transport';
import { MailWorker } from './mail-worker';
import { Outbox } from './outbox';

export interface MailService {
  queue: MailQueue;
  outbox: Outbox;
  worker: MailWorker;
  notifier: LeadNotifier;
  bookings: BookingNotifier;
  shortlists: ShortlistNotifier;
}

/** "Name <address>" or a bare address, as MAIL_FROM may be written: the calendar's organizer. */
function organizerOf(from: string): CalendarPerson {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1].replace(/^"|"$/g, '') || match[2], email: match[2] } : { name: from, email: from };
}

export function startMail(app: FastifyInstance, db: Db, config: AppConfig): MailService {
  const queue = new MailQueue(db, config.mail.retryBaseMs);
  const outbox = new Outbox(config.mail.outboxDir);
  const transport = mailTransport({ smtpUrl: config.mail.smtpUrl, outbox, from: config.mail.from });
  // A family's or an applicant's private key is made as its mail is sent, so the queue never holds one.
  const keys = new PrivateKeys(db);
  const worker = new MailWorker(queue, transport, app.log, (mail) => (carriesPrivateLink(mail.kind) || carriesApplicantLink(mail.kind) || carriesShortlistLink(mail.kind) ? keys.keyed(mail) : null));
  worker.kick();
  // The staff read English: a service's name as the English site shows it.
  const common = new LocaleMessages(config.localesDir, 'common');
  const serviceNames = common.translator(DEFAULT_LANGUAGE);
  const mailTexts = new LocaleMessages(config.localesDir, 'mail');
  const addresses = {
    notifyTo: config.mail.notifyTo,
    adminUrl: `${config.publicUrl}/admin/`,
    siteUrl: config.siteOrigins[0],
    serviceName: (slug: string) => serviceNames(`serviceNames.${slug}`),
  };
  const notifier = new LeadNotifier(queue, mailTexts, addresses, () => worker.kick());
  const bookings = new BookingNotifier(
    queue,
    mailTexts,
    { ...addresses, organizer: organizerOf(config.mail.from), officeAddress: (language) => common.translator(language)('footer.address') },
    () => worker.kick(),
  );
  const shortlists = new ShortlistNotifier(queue, mailTexts, addresses, () => worker.kick());
  app.log.info({ notifyTo: config.mail.notifyTo }, `mail goes to ${transport.description}`);
  return { queue, outbox, worker, notifier, bookings, shortlists };
}
