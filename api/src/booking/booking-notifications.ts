/**
 * The mails of a booking, each with its calendar invitation: the family hears of the booking, a
 * move (with the time it had) and a cancellation in the language of the page they booked on,
 * with the time in Dubai and in their own zone, named in that language, and their private link;
 * the subject gives the time on their clock and names its zone. The staff (NOTIFY_TO) hear of
 * each in English, worded for the staff, with Reply-To the family. The family's mails stop at
 * BOOKING_MAILS_PER_ADDRESS_PER_DAY a day to one address, so the form cannot flood a stranger's inbox.
 */
import { BOOKING_MAILS_PER_ADDRESS_PER_DAY, CONTACT, DEFAULT_LANGUAGE, type Language } from '@efe/shared/constants';
import { localizePath, isLanguage } from '@efe/shared/language';
import { leadSourceSummary } from '@efe/shared/lead-source';
import { BOOKING_MANAGE_PATH, BOOKING_PATH } from '@efe/shared/routes';
import { joinRangeFrom, rangeInBothZones, rangeParts, timeRangeIn, type FamilyTime, type TimeRange } from '@efe/shared/slot-time';
import { DAY_MS, OFFICE_TIME_ZONE } from '@efe/shared/office-clock';
import type { ValidationTranslate } from '@efe/shared/form-rules';
import type { LocaleMessages } from '../i18n/locale-messages';
import type { MailQueue } from '../mail/mail-queue';
import { oneLine } from '../mail/lead-notifications';
import { quotedWords, THEIR_MESSAGE } from '../mail/quoted-text';
import { isolateFor } from '../mail/bidi-isolate';
import type { ConsultationListener } from './consultation-repository';
import type { ConsultationRecord } from '@efe/shared/contract/consultation';
import { PRIVATE_KEY_PLACEHOLDER } from '../db/mail-rows';
import { invitationFile, type CalendarPerson } from './ics';

export interface BookingNotifierOptions {
  notifyTo: string;
  /** Who the invitation comes from: the consultancy's address. */
  organizer: CalendarPerson;
  adminUrl: string;
  siteUrl: string;
  serviceName(slug: string): string;
  /** The office's address in a language, for meetings at the office. */
  officeAddress(language: Language): string;
}

const FAMILY_KINDS = ['booking-confirmation', 'booking-moved', 'booking-cancelled', 'booking-link'] as const;
type FamilyKind = (typeof FAMILY_KINDS)[number];
type Change = 'booked' | 'moved' | 'cancelled';
/** What a family's mail is about: a change, or its link again (someone tried to book a second time with its address). */
type FamilyNews = Change | 'link';
const FAMILY_KIND: Record<FamilyNews, FamilyKind> = { booked: 'booking-confirmation', moved: 'booking-moved', cancelled: 'booking-cancelled', link: 'booking-link' };

/** Whether a mail of this kind carries the family's private link (its key written in as it is sent). */
export const carriesPrivateLink = (kind: string): boolean => kind !== FAMILY_KIND.cancelled && FAMILY_KINDS.some((family) => family === kind);
/** The keys of the weekdays in the subject lines' texts, Sunday first as Date counts them. */
const WEEKDAY_KEYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** How the staff are told a consultation is held: what they have to do, not what the family is promised. */
const STAFF_WAYS: Record<ConsultationRecord['meeting'], (consultation: ConsultationRecord, address: string) => string> = {
  phone: (consultation) => `phone call: call them on ${consultation.phone}`,
  video: () => 'video call: send them the link before it starts',
  office: (_consultation, address) => `at the office (${address})`,
};

const languageOf = (consultation: ConsultationRecord): Language => (isLanguage(consultation.site_language) ? consultation.site_language : DEFAULT_LANGUAGE);

export class BookingNotifier implements ConsultationListener {
  constructor(
    private readonly queue: MailQueue,
    private readonly texts: LocaleMessages,
    private readonly options: BookingNotifierOptions,
    private readonly wake: () => void,
    private readonly now: () => Date = () => new Date(),
  ) {}

  committed(): void {
    this.wake();
  }

  booked(consultation: ConsultationRecord): void {
    this.tellStaff(consultation, 'booked');
    this.tellFamily(consultation, 'booked');
  }

  moved(consultation: ConsultationRecord, from: TimeRange): void {
    this.tellStaff(consultation, 'moved', from);
    this.tellFamily(consultation, 'moved', from);
  }

  cancelled(consultation: ConsultationRecord): void {
    this.tellStaff(consultation, 'cancelled');
    this.tellFamily(consultation, 'cancelled');
  }

  /** In the booking's own language, whoever asked and in whichever language: a stranger's page does not choose what the family reads. */
  linkAsked(consultation: ConsultationRecord): boolean {
    return this.tellFamily(consultation, 'link');
  }

  /**
   * The family's private link to their booking, its key left for the mail worker to write in as
   * the mail is sent (private-keys.ts): the queue never holds a key.
   */
  manageLink(language: Language): string {
    return `${this.options.siteUrl}${localizePath(BOOKING_MANAGE_PATH, language)}#${PRIVATE_KEY_PLACEHOLDER}`;
  }

  private invitation(consultation: ConsultationRecord, change: Change, summary: string, description: string, location: string): string {
    return invitationFile({
      uid: `consultation-${consultation.id}@${new URL(this.options.siteUrl).hostname}`,
      sequence: consultation.sequence,
      method: change === 'cancelled' ? 'CANCEL' : 'REQUEST',
      start: new Date(consultation.starts_at),
      end: new Date(consultation.ends_at),
      stamp: this.now(),
      summary,
      description,
      location,
      organizer: this.options.organizer,
      attendee: { name: consultation.full_name, email: consultation.email },
    });
  }

  private whereToMeet(consultation: ConsultationRecord, t: ValidationTranslate, language: Language, mark: (value: string) => string = (value) => value): string {
    return t(`booking.ways.${consultation.meeting}`, { phone: mark(consultation.phone), address: mark(this.options.officeAddress(language)) });
  }

  /**
   * The subject: the time on the family's clock when it differs from Dubai's, else Dubai's, and
   * which zone it is ("Your free consultation: Monday 14 December, 09:30–10:00 (United Kingdom Time)").
   */
  private familySubject(consultation: ConsultationRecord, change: FamilyNews, t: ValidationTranslate, language: Language, own: FamilyTime | null): string {
    const range = { start: consultation.starts_at, end: consultation.ends_at };
    const zone = own && consultation.time_zone ? consultation.time_zone : OFFICE_TIME_ZONE;
    const parts = rangeParts(range, language, zone, joinRangeFrom(t, 'booking.timeRange'));
    const weekday = t(`booking.subjectWeekday.${WEEKDAY_KEYS[parts.weekday]}`);
    return t(`booking.subject.${change}`, { weekday, date: parts.date, time: parts.time, zone: own ? own.zone : t('booking.dubaiZone') });
  }

  /** Queues the family's mail, unless their address had its day's share; answers whether it did. */
  private tellFamily(consultation: ConsultationRecord, change: FamilyNews, from: TimeRange | null = null): boolean {
    // The cap stops the public form from flooding an inbox; a cancellation by the staff is not the
    // public's doing, and the family must hear of it.
    const byStaff = change === 'cancelled' && consultation.cancelled_by === 'staff';
    const since = new Date(this.now().getTime() - DAY_MS);
    if (!byStaff && this.queue.countTo(consultation.email, FAMILY_KINDS, since) >= BOOKING_MAILS_PER_ADDRESS_PER_DAY) return false;
    const language = languageOf(consultation);
    const withLink = change !== 'cancelled';
    const t = this.texts.translator(language);
    // In an Arabic mail, each value keeps its own direction (bidi-isolate.ts), but links.
    const mark = isolateFor(language);
    const join = joinRangeFrom(t, 'booking.timeRange');
    const times = rangeInBothZones({ start: consultation.starts_at, end: consultation.ends_at }, language, consultation.time_zone, join);
    const how = this.whereToMeet(consultation, t, language);
    const intro =
      change === 'cancelled'
        ? consultation.cancelled_by === 'staff'
          ? t('booking.intro.cancelledByStaff', { reason: mark(oneLine(consultation.cancel_reason ?? '')) })
          : t('booking.intro.cancelledByFamily')
        : t(`booking.intro.${change}`);
    const link = withLink ? this.manageLink(language) : `${this.options.siteUrl}${localizePath(BOOKING_PATH, language)}`;
    // The time it had, as the family reads a time: on their clock when it differs from Dubai's.
    const before = from ? rangeInBothZones(from, language, consultation.time_zone, join) : null;
    const body = [
      t('booking.greeting', { name: mark(oneLine(consultation.full_name)) }),
      '',
      intro,
      '',
      t('booking.when', { time: mark(times.office) }),
      ...(times.family ? [t('booking.yourTime', { zone: mark(times.family.zone), time: mark(times.family.time) })] : []),
      ...(before
        ? [t('booking.before', { time: mark(before.family?.time ?? before.office), zone: mark(before.family?.zone ?? t('booking.dubaiZone')) })]
        : []),
      t('booking.how', { way: this.whereToMeet(consultation, t, language, mark) }),
      '',
      t(change === 'cancelled' ? 'booking.calendarCancel' : 'booking.calendar'),
      '',
      // The link and the address bare: a mark touching them is taken into the link by some mail programs (bidi-isolate.ts).
      withLink ? t('booking.manage', { link }) : t('booking.rebook', { link }),
      '',
      t('booking.reach', { phone: mark(CONTACT.phoneDisplay), whatsapp: mark(CONTACT.whatsappDisplay), email: CONTACT.email }),
      '',
      t('booking.signature'),
    ].join('\n');
    const summary = t('booking.eventTitle');
    this.queue.enqueue({
      kind: FAMILY_KIND[change],
      to: consultation.email,
      lead: { kind: 'consultation', id: consultation.id },
      // Our own words and times only: nothing the visitor typed, so nothing to make one line of.
      subject: this.familySubject(consultation, change, t, language, times.family),
      body,
      // No link in the calendar: calendars are shared and synced; the mail alone carries it.
      calendar: this.invitation(consultation, change === 'link' ? 'booked' : change, summary, how, how),
    });
    return true;
  }

  private tellStaff(consultation: ConsultationRecord, change: Change, from: TimeRange | null = null): void {
    const time = timeRangeIn({ start: consultation.starts_at, end: consultation.ends_at }, DEFAULT_LANGUAGE, OFFICE_TIME_ZONE);
    const how = STAFF_WAYS[consultation.meeting](consultation, this.options.officeAddress(DEFAULT_LANGUAGE));
    const service = consultation.service ? this.options.serviceName(consultation.service) : 'not sure yet';
    const source = leadSourceSummary(consultation);
    // What the family wrote, quoted under our heading: a line of it can never pass for one of ours.
    const their = quotedWords(THEIR_MESSAGE, consultation.message);
    const heading: Record<Change, string> = {
      booked: 'New consultation',
      moved: 'Consultation moved',
      cancelled: consultation.cancelled_by === 'staff' ? 'Consultation cancelled by the staff' : 'Consultation cancelled by the family',
    };
    this.queue.enqueue({
      kind: `booking-${change}-notification`,
      to: this.options.notifyTo,
      replyTo: consultation.email,
      lead: { kind: 'consultation', id: consultation.id },
      subject: oneLine(`${heading[change]}: ${consultation.full_name}, ${time} (Dubai)`),
      body: [
        `${heading[change]} on the website.`,
        '',
        `When: ${time} (Dubai time)`,
        ...(from ? [`Moved from: ${timeRangeIn(from, DEFAULT_LANGUAGE, OFFICE_TIME_ZONE)} (Dubai time)`] : []),
        `How: ${how}`,
        `Name: ${consultation.full_name}`,
        `E-mail: ${consultation.email}`,
        `Phone: ${consultation.phone}`,
        `Service: ${service}`,
        `Site language: ${consultation.site_language}`,
        ...(consultation.time_zone ? [`Their time zone: ${consultation.time_zone}`] : []),
        ...(source ? [`Came from: ${source}`] : []),
        // The staff's own words, one line as our other lines are.
        ...(consultation.cancel_reason ? [`Reason: ${oneLine(consultation.cancel_reason)}`] : []),
        '',
        ...(consultation.message ? [...their, ''] : []),
        `In the admin: ${this.options.adminUrl}#/consultations/${consultation.id}/show`,
      ].join('\n'),
      calendar: this.invitation(consultation, change, `Free consultation: ${consultation.full_name}`, [how, consultation.phone, ...(consultation.message ? their : [])].join('\n'), how),
    });
  }
}
