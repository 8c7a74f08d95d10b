/**
 * The shortlist's mails: the family hears, in its language, that candidates are presented, with
 * its private link (the key written in as the mail is sent, private-keys.ts); the staff hear of
 * each answer the family gives, and a few days before a trial or a free replacement's window
 * ends, in English, with Reply-To the family.
 */
import { CONTACT, DEFAULT_LANGUAGE, type Language } from '@efe/shared/constants';
import { localizePath } from '@efe/shared/language';
import { SHORTLIST_PATH } from '@efe/shared/routes';
import { stageLabel } from '@efe/shared/contract/engagement';
import { dayInWords } from '@efe/shared/slot-time';
import type { LocaleMessages } from '../i18n/locale-messages';
import type { MailQueue } from '../mail/mail-queue';
import { oneLine } from '../mail/lead-notifications';
import { quotedWords } from '../mail/quoted-text';
import { isolateFor } from '../mail/bidi-isolate';
import { PRIVATE_KEY_PLACEHOLDER } from '../db/mail-rows';
import type { EngagementListener, ReminderKind } from './engagement-repository';
import type { ShortlistEntry } from '@efe/shared/contract/engagement-answer';
import type { EngagementRow } from '../db/engagement-rows';

export interface ShortlistNotifierOptions {
  notifyTo: string;
  adminUrl: string;
  siteUrl: string;
}

const SHORTLIST_KIND = 'shortlist';
/** Whether a mail of this kind carries a family's link to its shortlist. */
export const carriesShortlistLink = (kind: string): boolean => kind === SHORTLIST_KIND;

/** The family's reason, quoted under our heading: a line of it can never pass for one of ours. */
const THEIR_REASON = 'Their reason, each line quoted as they wrote it:';

export class ShortlistNotifier implements EngagementListener {
  constructor(
    private readonly queue: MailQueue,
    private readonly texts: LocaleMessages,
    private readonly options: ShortlistNotifierOptions,
    private readonly wake: () => void,
  ) {}

  committed(): void {
    this.wake();
  }

  /** The family's link, its key left for the mail worker to write in. */
  shortlistLink(language: Language): string {
    return `${this.options.siteUrl}${localizePath(SHORTLIST_PATH, language)}#${PRIVATE_KEY_PLACEHOLDER}`;
  }

  shortlistSent(engagement: EngagementRow): void {
    const language = engagement.site_language;
    const t = this.texts.translator(language);
    const mark = isolateFor(language);
    this.queue.enqueue({
      kind: SHORTLIST_KIND,
      to: engagement.email,
      lead: { kind: 'engagement', id: engagement.id },
      subject: t('shortlist.subject'),
      body: [
        t('shortlist.greeting', { name: mark(oneLine(engagement.family_name)) }),
        '',
        t('shortlist.intro'),
        '',
        // The link and the address bare: a mark touching them is taken into the link by some mail programs (bidi-isolate.ts).
        t('shortlist.link', { link: this.shortlistLink(language) }),
        '',
        t('shortlist.private'),
        '',
        t('shortlist.reach', { phone: mark(CONTACT.phoneDisplay), whatsapp: mark(CONTACT.whatsappDisplay), email: CONTACT.email }),
        '',
        t('shortlist.signature'),
      ].join('\n'),
    });
  }

  windowEnding(engagement: EngagementRow, kind: ReminderKind, endsOn: string): void {
    const what = kind === 'trial' ? 'The paid trial' : 'The free replacement window';
    // Days in words, as the staff's other mails write dates (a consultation's time), never as stored.
    const ends = dayInWords(endsOn, DEFAULT_LANGUAGE);
    const began = engagement.trial_starts_on ? dayInWords(engagement.trial_starts_on, DEFAULT_LANGUAGE) : 'not recorded';
    const ask = kind === 'trial' ? 'Ask the family how the trial goes: placed, or a free replacement.' : 'After this day a replacement is no longer free: ask the family whether all is well.';
    this.queue.enqueue({
      kind: `${kind}-ending-reminder`,
      to: this.options.notifyTo,
      replyTo: engagement.email,
      lead: { kind: 'engagement', id: engagement.id },
      subject: oneLine(`${what} of ${engagement.family_name} ends on ${ends}`),
      body: [
        `${what} of ${engagement.family_name} ends on ${ends} (Dubai).`,
        ask,
        '',
        `Trial began: ${began}`,
        `Family: ${engagement.family_name}, ${engagement.email}, ${engagement.phone}`,
        `Stage: ${stageLabel(engagement.stage)}`,
        '',
        `In the admin: ${this.options.adminUrl}#/engagements/${engagement.id}/show`,
      ].join('\n'),
    });
  }

  answered(engagement: EngagementRow, entry: ShortlistEntry): void {
    const candidate = `${entry.first_name} ${entry.last_name}`;
    const what = entry.answer === 'interview' ? 'would like to interview' : 'declined';
    this.queue.enqueue({
      kind: 'shortlist-answer-notification',
      to: this.options.notifyTo,
      replyTo: engagement.email,
      lead: { kind: 'engagement', id: engagement.id },
      subject: oneLine(`Shortlist: ${engagement.family_name} ${what} ${candidate}`),
      body: [
        `${engagement.family_name} answered on their shortlist: they ${what} ${candidate}.`,
        '',
        `Candidate: ${candidate} (number ${entry.candidate_id})`,
        `Family: ${engagement.family_name}, ${engagement.email}, ${engagement.phone}`,
        `Stage: ${stageLabel(engagement.stage)}`,
        '',
        ...(entry.reason ? [...quotedWords(THEIR_REASON, entry.reason), ''] : []),
        `In the admin: ${this.options.adminUrl}#/engagements/${engagement.id}/show`,
      ].join('\n'),
    });
  }
}
