/** What the data request page says it found and erased, in words a recruiter can pass on. */
import type { PersonalDataErased, PersonalDataFound } from '@efe/shared/contract/personal-data';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "a, b and c" */
const sentence = (parts: string[]) => (parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`);

export function isNothingFound(found: PersonalDataFound): boolean {
  return found.applications.length + found.messages.length + found.consultations.length + found.engagements.length + found.mails.length + found.outbox_files === 0;
}

export function foundSummary(email: string, found: PersonalDataFound): string {
  if (isNothingFound(found)) return `Nothing is held for ${email}.`;
  const parts = [
    count(found.applications.length, 'application'),
    ...(found.candidates.length > 0 ? [`${count(found.candidates.length, 'candidate profile')} made from them`] : []),
    count(found.messages.length, 'contact message'),
    count(found.consultations.length, 'booked consultation'),
    // A family's hiring process, when there is one: an applicant has none.
    ...(found.engagements.length > 0 ? [count(found.engagements.length, 'engagement')] : []),
    count(found.mails.length, 'mail'),
    count(found.outbox_files, 'outbox file'),
  ];
  return `Held for ${email}: ${sentence(parts)}.`;
}

export function erasedSummary(email: string, erased: PersonalDataErased): string {
  const parts = [
    `${count(erased.applications, 'application')} (${count(erased.files, 'file')})`,
    ...(erased.candidates > 0 ? [`${count(erased.candidates, 'candidate profile')} made from them (off the site with the next deploy)`] : []),
    count(erased.messages, 'contact message'),
    count(erased.consultations, 'booked consultation'),
    ...(erased.engagements > 0 ? [`${count(erased.engagements, 'engagement')} (shortlists included)`] : []),
    count(erased.mails, 'mail'),
    count(erased.outbox_files, 'outbox file'),
  ];
  return `Erased for ${email}: ${sentence(parts)}.`;
}
