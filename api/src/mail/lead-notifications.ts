/**
 * No lead goes unnoticed: each new application and contact message queues a mail to the staff
 * (NOTIFY_TO), with a link to it in the admin and never the applicant's files, what they wrote in
 * their own words quoted under our heading (quoted-text.ts); the applicant or
 * the family also gets an acknowledgement in the language of the page they used (what we received,
 * what happens next, how to reach us), at most ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY a day to one
 * address, so the forms cannot be used to fill someone's inbox.
 */
import { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY, CONTACT, DEFAULT_LANGUAGE } from '@efe/shared/constants';
import { isLanguage } from '@efe/shared/language';
import { APPLICANT_PATH, candidatePathFor } from '@efe/shared/routes';
import { localizePath } from '@efe/shared/language';
import { PRIVATE_KEY_PLACEHOLDER } from '../db/mail-rows';
import { leadSourceShort, leadSourceSummary, type LeadSourceField } from '@efe/shared/lead-source';
import type { LeadListener } from '../db/submission-repository';
import type { NewApplication, NewContactMessage } from '../db/lead-rows';
import type { LocaleMessages } from '../i18n/locale-messages';
import type { LeadRef, MailQueue } from './mail-queue';
import { withoutInvisible } from '@efe/shared/visible-text';
import { ABOUT_THEM, quotedWords, THEIR_MESSAGE } from './quoted-text';

export interface LeadNotifierOptions {
  notifyTo: string;
  /** Where the web admin is, for the links in the staff's mails. */
  adminUrl: string;
  /** The public site, for the link to a candidate a family asks about. */
  siteUrl: string;
  /** A service's name as the staff read it (English), from its slug. */
  serviceName(slug: string): string;
}

/**
 * A subject line is one line of text: a visitor's words in it lose their control and bidi
 * characters and line separators, and "=?" gets a space, so what they typed can never be an RFC 2047
 * encoded word that a mail client decodes into a line break or an override (nodemailer encodes
 * the subject itself).
 */
export const oneLine = (text: string) => withoutInvisible(text).replace(/=\?/g, '= ?').trim();

/** A lead's source fields, as sent (an application) or as stored (a message: null for none). */
type SourceOfLead = { [field in LeadSourceField]?: string | null };

/** " (via newsletter)": on a phone, a recruiter sees in the subject where the lead came from. */
const via = (source: SourceOfLead) => {
  const short = leadSourceShort(source);
  return short ? ` (via ${short})` : '';
};

/** The mail's line about the source, or none. */
const cameFrom = (source: SourceOfLead) => {
  const summary = leadSourceSummary(source);
  return summary ? [`Came from: ${summary}`] : [];
};

const DAY_MS = 24 * 60 * 60_000;
const ACKNOWLEDGEMENT_KINDS = ['application-confirmation', 'contact-confirmation'] as const;

/** Whether a mail of this kind carries an applicant's private link (its key written in as it is sent: private-keys.ts). */
export const carriesApplicantLink = (kind: string): boolean => kind === 'application-confirmation';
type AcknowledgementKind = (typeof ACKNOWLEDGEMENT_KINDS)[number];

export class LeadNotifier implements LeadListener {
  constructor(
    private readonly queue: MailQueue,
    private readonly texts: LocaleMessages,
    private readonly options: LeadNotifierOptions,
    /** Wakes the mail worker once the lead and its mails are committed. */
    private readonly wake: () => void,
    private readonly now: () => Date = () => new Date(),
  ) {}

  committed(): void {
    this.wake();
  }

  applicationStored(id: number, lead: NewApplication): void {
    this.queue.enqueue({
      kind: 'application-notification',
      to: this.options.notifyTo,
      // Reply answers the applicant (the transport writes it only as one plain address).
      replyTo: lead.email,
      lead: { kind: 'application', id },
      subject: oneLine(`New application: ${lead.name}, ${lead.role}${via(lead.source)}`),
      body: [
        'A new job application arrived on the website.',
        '',
        `Name: ${lead.name}`,
        `E-mail: ${lead.email}`,
        `Phone: ${lead.phone}`,
        `Role: ${lead.role}`,
        `Languages: ${lead.languages.join(', ')}`,
        `Age group: ${lead.ageGroup}`,
        ...(lead.country ? [`Nationality: ${lead.country}`] : []),
        `Site language: ${lead.siteLanguage}`,
        lead.consentVersion === null
          ? 'Profile for families: not agreed to (a candidate made from this application cannot be published)'
          : `Profile for families: agreed to (wording ${lead.consentVersion}); a candidate may be made from this application and published`,
        ...cameFrom(lead.source),
        '',
        ...quotedWords(ABOUT_THEM, lead.quote),
        '',
        `The application, with the CV and the photo, in the admin: ${this.options.adminUrl}#/applications/${id}/show`,
      ].join('\n'),
    });
    this.acknowledge({
      kind: 'application-confirmation',
      to: lead.email,
      name: lead.name,
      language: lead.siteLanguage,
      texts: 'applicationConfirmation',
      lead: { kind: 'application', id },
      consented: lead.consentVersion !== null,
    });
  }

  contactMessageStored(id: number, lead: NewContactMessage): void {
    // What the lead is about: the candidate a family asked about, and the service chosen.
    const service = lead.service ? this.options.serviceName(lead.service) : null;
    const about = lead.candidate_name ? ` about candidate ${lead.candidate_name}${service ? ` (${service})` : ''}` : service ? ` about ${service}` : '';
    const candidate =
      lead.candidate_id !== null && lead.candidate_name
        ? [`Candidate: ${lead.candidate_name} (no. ${lead.candidate_id}), her card on the site: ${this.options.siteUrl}${candidatePathFor(lead.candidate_id)}`]
        : [];
    this.queue.enqueue({
      kind: 'contact-notification',
      to: this.options.notifyTo,
      replyTo: lead.email,
      lead: { kind: 'message', id },
      subject: oneLine(`New message from ${lead.full_name}${about}: ${lead.subject}${via(lead)}`),
      body: [
        lead.candidate_name ? 'A family asked about a candidate on the website.' : 'A new message arrived through the contact form.',
        '',
        ...candidate,
        `Name: ${lead.full_name}`,
        `E-mail: ${lead.email}`,
        `Phone: ${lead.phone}`,
        `Site language: ${lead.site_language}`,
        `Service: ${lead.service ? this.options.serviceName(lead.service) : 'not sure yet'}`,
        ...cameFrom(lead),
        `Subject: ${lead.subject}`,
        '',
        ...quotedWords(THEIR_MESSAGE, lead.message),
        '',
        `In the admin: ${this.options.adminUrl}#/messages/${id}/show`,
      ].join('\n'),
    });
    this.acknowledge({ kind: 'contact-confirmation', to: lead.email, name: lead.full_name, language: lead.site_language, texts: 'contactConfirmation', lead: { kind: 'message', id } });
  }

  /**
   * The recruiters learn that an applicant withdrew the consent a profile rested on (queued in the
   * transaction that records it), and whether a profile was taken off the site for it.
   */
  consentWithdrawn(application: { id: number; name: string }, change: { unpublished: number | null; candidateId: number | null }): void {
    const profile =
      change.unpublished !== null
        ? [`Candidate ${change.unpublished} was taken off the site; the next deploy removes it (Deploys says when). It stays in the admin as a draft that cannot be published again.`]
        : change.candidateId !== null
          ? [`Candidate ${change.candidateId}, made from the application, was not on the site; it cannot be published now.`]
          : ['No candidate was made from the application.'];
    this.queue.enqueue({
      kind: 'consent-withdrawn',
      to: this.options.notifyTo,
      lead: { kind: 'application', id: application.id },
      subject: oneLine(`Consent withdrawn: ${application.name}`),
      body: [
        `${oneLine(application.name)} withdrew, through their private link, the consent to a profile families may see.`,
        '',
        ...profile,
        '',
        `The application in the admin: ${this.options.adminUrl}#/applications/${application.id}/show`,
      ].join('\n'),
    });
    this.wake();
  }

  /** The recruiters learn that an applicant erased their application through their link: ids only, the person is gone. */
  applicationErasedByApplicant(applicationId: number, removedCandidates: number[]): void {
    this.queue.enqueue({
      kind: 'application-erased',
      to: this.options.notifyTo,
      lead: { kind: 'application', id: applicationId },
      subject: `Application ${applicationId} erased by the applicant`,
      body: [
        `The applicant erased application ${applicationId} through their private link: the application, its CV and photo and the mails about it are gone.`,
        ...(removedCandidates.length > 0 ? [`The candidate made from it (${removedCandidates.join(', ')}) was removed, with its photo and CV; the next deploy takes it off the site.`] : []),
      ].join('\n'),
    });
    this.wake();
  }

  /** The acknowledgement to the person who wrote, unless their address had its day's share already. */
  private acknowledge(ack: {
    kind: AcknowledgementKind;
    to: string;
    name: string;
    language: string;
    texts: 'applicationConfirmation' | 'contactConfirmation';
    lead: LeadRef;
    /** An applicant's consent to a profile: her private page offers withdrawing it only when given. */
    consented?: boolean;
  }): void {
    const since = new Date(this.now().getTime() - DAY_MS);
    if (this.queue.countTo(ack.to, ACKNOWLEDGEMENT_KINDS, since) >= ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY) return;
    const language = isLanguage(ack.language) ? ack.language : DEFAULT_LANGUAGE;
    const t = this.texts.translator(language);
    const reach = { phone: CONTACT.phoneDisplay, whatsapp: CONTACT.whatsappDisplay, email: CONTACT.email };
    // The applicant's private link, its key left for the mail worker to write in as the mail is sent;
    // bare, not isolated even in Arabic (bidi-isolate.ts).
    const link = `${this.options.siteUrl}${localizePath(APPLICANT_PATH, language)}#${PRIVATE_KEY_PLACEHOLDER}`;
    const privatePage: Record<string, string> = carriesApplicantLink(ack.kind)
      ? { privatePage: t(`${ack.texts}.privatePage.${ack.consented ? 'withConsent' : 'withoutConsent'}`, { link }) }
      : {};
    this.queue.enqueue({
      kind: ack.kind,
      to: ack.to,
      lead: ack.lead,
      subject: t(`${ack.texts}.subject`),
      body: t(`${ack.texts}.body`, { name: oneLine(ack.name), ...reach, ...privatePage }),
    });
  }
}
