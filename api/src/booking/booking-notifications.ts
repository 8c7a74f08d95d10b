/**
 * The mails of a booking, each with its calendar invitation: the family hears of the booking, a
 * move and a cancellation in the language of the page they booked on, with the time in Dubai
 * and in their own zone and their private link; the staff (NOTIFY_TO) hear of each in English,
 * with Reply-To the family. The family's mails stop at BOOKING_MAILS_PER_ADDRESS_PER_DAY a day to
 * one address, so the form cannot flood a stranger's inbox.
 */
import { BOOKING_MAILS_PER_ADDRESS_PER_DAY, CONTACT, DEFAULT_LANGUAGE, type Language } from '@shared/constants';
import { localizePath, isLanguage } from '@shared/language';
import { leadSourceSummary } from '@shared/lead-source';
import { BOOKING_MANAGE_PATH, BOOKING_PATH } from '@shared/routes';
import { rangeInBothZones, timeRangeIn } from '@shared/slot-time';
import { DAY_MS, OFFICE_TIME_ZONE } from '@shared/office-clock';
import type { ValidationTranslate } from '@shared/form-rules';
import type { LocaleMessages } from '../i18n/locale-messages';
import type { MailQueue } from '../mail/mail-queue';
import { oneLine } from '../mail/lead-notifications';
import type { ConsultationListener } from './consultation-repository';
import type { ConsultationRecord } from '../db/consultation-rows';
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

  moved(consultation: ConsultationRecord): void {
    this.tellStaff(consultation, 'moved');
    this.tellFamily(consultation, 'moved');
  }

  cancelled(consultation: ConsultationRecord): void {
    this.tellStaff(consultation, 'cancelled');
    this.tellFamily(consultation, 'cancelled');
  }

  linkAsked(consultation: ConsultationRecord, language: string): boolean {
    return this.tellFamily(consultation, 'link', isLanguage(language) ? language : undefined);
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

  private whereToMeet(consultation: ConsultationRecord, t: ValidationTranslate, language: Language): string {
    return t(`booking.ways.${consultation.meeting}`, { phone: consultation.phone, address: this.options.officeAddress(language) });
  }

  /** Queues the family's mail, unless their address had its day's share; answers whether it did. */
  private tellFamily(consultation: ConsultationRecord, change: FamilyNews, inLanguage?: Language): boolean {
    // The cap stops the public form from flooding an inbox; a cancellation by the staff is not the
    // public's doing, and the family must hear of it.
    const byStaff = change === 'cancelled' && consultation.cancelled_by === 'staff';
    const since = new Date(this.now().getTime() - DAY_MS);
    if (!byStaff && this.queue.countTo(consultation.email, FAMILY_KINDS, since) >= BOOKING_MAILS_PER_ADDRESS_PER_DAY) return false;
    const language = inLanguage ?? languageOf(consultation);
    const withLink = change !== 'cancelled';
    const t = this.texts.translator(language);
    const times = rangeInBothZones({ start: consultation.starts_at, end: consultation.ends_at }, language, consultation.time_zone);
    const how = this.whereToMeet(consultation, t, language);
    const intro =
      change === 'cancelled'
        ? consultation.cancelled_by === 'staff'
          ? t('booking.intro.cancelledByStaff', { reason: oneLine(consultation.cancel_reason ?? '') })
          : t('booking.intro.cancelledByFamily')
        : t(`booking.intro.${change}`);
    const link = withLink ? this.manageLink(language) : `${this.options.siteUrl}${localizePath(BOOKING_PATH, language)}`;
    const body = [
      t('booking.greeting', { name: oneLine(consultation.full_name) }),
      '',
      intro,
      '',
      t('booking.when', { time: times.office }),
      ...(times.family && consultation.time_zone ? [t('booking.yourTime', { zone: consultation.time_zone, time: times.family })] : []),
      t('booking.how', { way: how }),
      '',
      t(change === 'cancelled' ? 'booking.calendarCancel' : 'booking.calendar'),
      '',
      withLink ? t('booking.manage', { link }) : t('booking.rebook', { link }),
      '',
      t('booking.reach', { phone: CONTACT.phoneDisplay, whatsapp: CONTACT.whatsappDisplay, email: CONTACT.email }),
      '',
      t('booking.signature'),
    ].join('\n');
    const summary = t('booking.eventTitle');
    this.queue.enqueue({
      kind: FAMILY_KIND[change],
      to: consultation.email,
      lead: { kind: 'consultation', id: consultation.id },
      subject: oneLine(t(`booking.subject.${change}`, { time: times.office })),
      body,
      // No link in the calendar: calendars are shared and synced; the mail alone carries it.
      calendar: this.invitation(consultation, change === 'link' ? 'booked' : change, summary, how, how),
    });
    return true;
  }

  private tellStaff(consultation: ConsultationRecord, change: Change): void {
    const time = timeRangeIn({ start: consultation.starts_at, end: consultation.ends_at }, DEFAULT_LANGUAGE, OFFICE_TIME_ZONE);
    const en = this.texts.translator(DEFAULT_LANGUAGE);
    const how = this.whereToMeet(consultation, en, DEFAULT_LANGUAGE);
    const service = consultation.service ? this.options.serviceName(consultation.service) : 'not sure yet';
    const source = leadSourceSummary(consultation);
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
        `How: ${how}`,
        `Name: ${consultation.full_name}`,
        `E-mail: ${consultation.email}`,
        `Phone: ${consultation.phone}`,
        `Service: ${service}`,
        `Site language: ${consultation.site_language}`,
        ...(consultation.time_zone ? [`Their time zone: ${consultation.time_zone}`] : []),
        ...(source ? [`Came from: ${source}`] : []),
        ...(consultation.cancel_reason ? [`Reason: ${consultation.cancel_reason}`] : []),
        '',
        ...(consultation.message ? [consultation.message, ''] : []),
        `In the admin: ${this.options.adminUrl}#/consultations/${consultation.id}/show`,
      ].join('\n'),
      calendar: this.invitation(consultation, change, `Free consultation: ${consultation.full_name}`, `${how}\n${consultation.phone}\n${consultation.message}`, how),
    });
  }
}
