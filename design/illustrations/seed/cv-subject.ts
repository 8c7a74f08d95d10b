/**
 * Parses a CV subject line from the media manifest:
 *   "Name; roles: A, B; languages: C, D; Summary: ... | Qualifications: x; y | Skills: ..."
 * Unknown parts are ignored; a subject without this shape becomes the summary as a whole.
 */
export interface CvSubject {
  name: string | null;
  roles: string[];
  languages: string[];
  summary: string;
  qualifications: string[];
  skills: string | null;
}

function list(text: string, separator: RegExp): string[] {
  return text
    .split(separator)
    .map((item) => item.trim().replace(/\.$/, ''))
    .filter(Boolean);
}

export function parseCvSubject(subject: string): CvSubject {
  const [head, ...sections] = subject.split(/\s+\|\s+/);
  const result: CvSubject = { name: null, roles: [], languages: [], summary: subject.trim(), qualifications: [], skills: null };
  const summaryAt = head.search(/;\s*summary:/i);
  const fields = (summaryAt >= 0 ? head.slice(0, summaryAt) : head).split(/;\s*/);
  if (summaryAt >= 0) result.summary = head.slice(summaryAt).replace(/^;\s*summary:\s*/i, '').trim();
  fields.forEach((field, index) => {
    const match = /^(roles|languages):\s*(.*)$/i.exec(field.trim());
    if (match) {
      if (match[1].toLowerCase() === 'roles') result.roles = list(match[2], /,\s*/);
      else result.languages = list(match[2], /,\s*/);
    } else if (index === 0 && summaryAt >= 0) {
      result.name = field.trim() || null;
    }
  });
  for (const section of sections) {
    const match = /^(qualifications|skills):\s*(.*)$/i.exec(section.trim());
    if (!match) continue;
    if (match[1].toLowerCase() === 'qualifications') result.qualifications = list(match[2], /;\s*/);
    else result.skills = match[2].trim();
  }
  return result;
}
