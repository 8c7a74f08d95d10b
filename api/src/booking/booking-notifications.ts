/**
 * The mails of a booking, each with its calendar invitation: the family hears of the booking, a
 * move and a cancellation in the language of the page they booked on, with the time in Dubai
 * and in their own zone, named in that language, and their private link; the staff (NOTIFY_TO)
 * hear of each in English, with Reply-To the family. The family's mails stop at
 * BOOKING_MAILS_PER_ADDRESS_PER_DAY a day to one address, so the form cannot flood a stranger's inbox.
 */
import { BOOKING_MAILS_PER_ADDRESS_PER_DAY, CONTACT, DEFAULT_LANGUAGE, type Language } from '@shared/constants';
import { localizePath, isLanguage } from '@shared/language';
import { leadSourceSummary } from '@shared/lead-source';
import { BOOKING_MANAGE_PATH, BOOKING_PATH } from '@shared/routes';
import { joinRangeFrom, rangeInBothZones, timeRangeIn } from '@shared/slot-time';
import { DAY_MS, OFFICE_TIME_ZONE } from '@shared/office-clock';
import type { ValidationTranslate } from '@shared/form-rules';
import type { LocaleMessages } from '../i18n/locale-messages';
import type { MailQueue } from '../mail/mail-queue';
import { oneLine } from '../mail/lead-notifications';
import { isolateFor } from '../mail/bidi-isolate';
import type { ConsultationListener } from './consultation-repository';
import type { ConsultationRecord } from '../db/consultation-rows';
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

const FAMILY_KINDS = ['booking-confirmation', 'booking-moved', 'booking-cancelled'] as const;
type FamilyKind = (typeof FAMILY_KINDS)[number];
type Change = 'booked' | 'moved' | 'cancelled';
const FAMILY_KIND: Record<Change, FamilyKind> = { booked: 'booking-confirmation', moved: 'booking-moved', cancelled: 'booking-cancelled' };


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

  booked(consultation: ConsultationRecord, token: string): void {
    this.tellStaff(consultation, 'booked');
    this.tellFamily(consultation, 'booked', token);
  }

  moved(consultation: ConsultationRecord, token: string): void {
    this.tellStaff(consultation, 'moved');
    this.tellFamily(consultation, 'moved', token);
  }

  cancelled(consultation: ConsultationRecord): void {
    this.tellStaff(consultation, 'cancelled');
    this.tellFamily(consultation, 'cancelled', null);
  }

  /** The family's private link to their booking. */
  manageLink(language: Language, token: string): string {
    return `${this.options.siteUrl}${localizePath(BOOKING_MANAGE_PATH, language)}#${token}`;
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

  private tellFamily(consultation: ConsultationRecord, change: Change, token: string | null): void {
    // The cap stops the public form from flooding an inbox; a cancellation by the staff is not the
    // public's doing, and the family must hear of it.
    const byStaff = change === 'cancelled' && consultation.cancelled_by === 'staff';
    const since = new Date(this.now().getTime() - DAY_MS);
    if (!byStaff && this.queue.countTo(consultation.email, FAMILY_KINDS, since) >= BOOKING_MAILS_PER_ADDRESS_PER_DAY) return;
    const language = languageOf(consultation);
    const t = this.texts.translator(language);
    // In an Arabic mail, each value keeps its own direction (bidi-isolate.ts).
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
    const link = token ? this.manageLink(language, token) : `${this.options.siteUrl}${localizePath(BOOKING_PATH, language)}`;
    const body = [
      t('booking.greeting', { name: mark(oneLine(consultation.full_name)) }),
      '',
      intro,
      '',
      t('booking.when', { time: mark(times.office) }),
      ...(times.family ? [t('booking.yourTime', { zone: mark(times.family.zone), time: mark(times.family.time) })] : []),
      t('booking.how', { way: this.whereToMeet(consultation, t, language, mark) }),
      '',
      t(change === 'cancelled' ? 'booking.calendarCancel' : 'booking.calendar'),
      '',
      token ? t('booking.manage', { link: mark(link) }) : t('booking.rebook', { link: mark(link) }),
      '',
      t('booking.reach', { phone: mark(CONTACT.phoneDisplay), whatsapp: mark(CONTACT.whatsappDisplay), email: mark(CONTACT.email) }),
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
      calendar: this.invitation(consultation, change, summary, token ? `${how}\n\n${t('booking.manage', { link })}` : how, how),
    });
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
