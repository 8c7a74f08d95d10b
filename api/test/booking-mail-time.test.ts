/**
 * The family's mail says the time in Dubai and on their own clock, that clock read at the
 * consultation's moment: a London family booking across the Sunday the clocks go forward
 * (29 March 2026) sees 06:00 the Friday before and 07:00 the Monday after, for 10:00 in Dubai.
 */
import path from 'node:path';
import { openDatabase, type Db } from '../src/db/connection';
import type { ConsultationRecord } from '@efe/shared/contract/consultation';
import { LocaleMessages } from '../src/i18n/locale-messages';
import { MailQueue } from '../src/mail/mail-queue';
import { BookingNotifier } from '../src/booking/booking-notifications';
import { REPOSITORY_ROOT } from './support/server';

const consultation = (starts_at: string, time_zone: string | null, site_language = 'en'): ConsultationRecord => ({
  id: 7,
  starts_at,
  ends_at: new Date(Date.parse(starts_at) + 30 * 60_000).toISOString(),
  meeting: 'video',
  full_name: 'Sarah Whitfield',
  email: 'sarah@example.co.uk',
  phone: '+44 20 7946 0000',
  service: null,
  message: '',
  site_language,
  time_zone,
  status: 'booked',
  cancelled_by: null,
  cancel_reason: null,
  sequence: 0,
  created_at: '2026-03-20T10:00:00.000Z',
  updated_at: '2026-03-20T10:00:00.000Z',
  handled_at: null,
  handled_by: null,
  landing_path: null,
  referrer_host: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
});

describe('the booking mail\'s times', () => {
  let db: Db;
  let notifier: BookingNotifier;
  const familyMail = () => db.prepare("SELECT body FROM mail_queue WHERE kind = 'booking-confirmation' ORDER BY id DESC LIMIT 1").pluck().get();

  beforeEach(() => {
    db = openDatabase(':memory:');
    const queue = new MailQueue(db, 1000, () => new Date('2026-03-20T10:00:00Z'));
    notifier = new BookingNotifier(
      queue,
      new LocaleMessages(path.join(REPOSITORY_ROOT, 'locales'), 'mail'),
      {
        notifyTo: 'staff@example.com',
        organizer: { name: 'Elite Family Education', email: 'info@example.com' },
        adminUrl: 'http://127.0.0.1:4000/admin/',
        siteUrl: 'https://example.ae',
        serviceName: (slug) => slug,
        officeAddress: () => 'Office 2104',
      },
      () => undefined,
      () => new Date('2026-03-20T10:00:00Z'),
    );
  });
  afterEach(() => db.close());

  it('follows London\'s clocks across the change, Dubai\'s never moving', () => {
    notifier.booked(consultation('2026-03-27T06:00:00.000Z', 'Europe/London'));
    expect(familyMail()).toContain('When: Friday 27 March, 10:00–10:30 (Dubai time)');
    expect(familyMail()).toContain('In your time zone (United Kingdom Time): Friday 27 March, 06:00–06:30');
    notifier.booked(consultation('2026-03-30T06:00:00.000Z', 'Europe/London'));
    expect(familyMail()).toContain('When: Monday 30 March, 10:00–10:30 (Dubai time)');
    expect(familyMail()).toContain('In your time zone (United Kingdom Time): Monday 30 March, 07:00–07:30');
  });

  it('says the date of the family\'s own day when their clock is on another (New York, before dawn in Dubai)', () => {
    notifier.booked(consultation('2026-03-30T03:00:00.000Z', 'America/New_York', 'ru'));
    expect(familyMail()).toContain('Когда: понедельник, 30 марта, 07:00–07:30 (время Дубая)');
    expect(familyMail()).toContain('По вашему времени (Восточная Америка): воскресенье, 29 марта, 23:00–23:30');
  });

  it('says Dubai time alone to a family on Dubai\'s clock (Muscat) or with no zone', () => {
    notifier.booked(consultation('2026-03-30T06:00:00.000Z', 'Asia/Muscat'));
    expect(familyMail()).not.toContain('In your time zone');
    notifier.booked(consultation('2026-03-30T06:00:00.000Z', null));
    expect(familyMail()).not.toContain('In your time zone');
  });
});
