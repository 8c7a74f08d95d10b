/**
 * Where a lead came from, first-party and without cookies: the page a visit landed on, the host of
 * the site that sent the visitor (never its full address), and the campaign tags of the link
 * (utm_source, utm_medium, utm_campaign). The browser notes them once per visit
 * (lead-source-storage.ts) and sends them with each contact message and application; the API
 * checks them with the same rules. All optional: a lead without them, from an older page, is as
 * good as any.
 */

export const LEAD_SOURCE_FIELDS = ['landing_path', 'referrer_host', 'utm_source', 'utm_medium', 'utm_campaign'] as const;
export type LeadSourceField = (typeof LEAD_SOURCE_FIELDS)[number];
export type LeadSource = Partial<Record<LeadSourceField, string>>;

export const LEAD_SOURCE_MAX_LENGTH: Readonly<Record<LeadSourceField, number>> = {
  landing_path: 200,
  referrer_host: 253,
  utm_source: 100,
  utm_medium: 100,
  utm_campaign: 100,
};

/** A path of the site: letters, digits and URL-safe punctuation, no query, nothing that is markup. */
const PATH = /^\/[\p{L}\p{N}/._~%-]*$/u;
/** A host name as a URL's hostname gives it: lower-case labels of letters, digits and hyphens. */
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** A campaign tag: words, digits and a little punctuation; no markup, quotes or control characters. */
const TAG = /^[\p{L}\p{N}][\p{L}\p{N} ._~+-]*$/u;

const PATTERNS: Readonly<Record<LeadSourceField, RegExp>> = {
  landing_path: PATH,
  referrer_host: HOST,
  utm_source: TAG,
  utm_medium: TAG,
  utm_campaign: TAG,
};

export type LeadSourceProblem = 'tooLong' | 'invalid';

/** Why a value cannot be stored for `field`, or null when it can. */
export function leadSourceProblem(field: LeadSourceField, value: string): LeadSourceProblem | null {
  if (value.length > LEAD_SOURCE_MAX_LENGTH[field]) return 'tooLong';
  return PATTERNS[field].test(value) ? null : 'invalid';
}

/** The fields of `source` that hold an acceptable value, the others left out. */
export function acceptable(source: Record<LeadSourceField, string | null>): LeadSource {
  const kept: LeadSource = {};
  for (const field of LEAD_SOURCE_FIELDS) {
    const value = source[field]?.trim();
    if (value && !leadSourceProblem(field, value)) kept[field] = value;
  }
  return kept;
}

function hostOf(referrer: string, ownHost: string): string | null {
  if (!URL.canParse(referrer)) return null;
  const { hostname, protocol } = new URL(referrer);
  if (protocol !== 'http:' && protocol !== 'https:') return null;
  // A visitor moving between our own pages was not sent by anyone.
  return hostname === ownHost ? null : hostname;
}

/** What a visit's first page says about where it came from; a tag too long or odd is left out rather than cut. */
export function leadSourceOf(location: { pathname: string; search: string; hostname: string }, referrer: string): LeadSource {
  const query = new URLSearchParams(location.search);
  return acceptable({
    landing_path: location.pathname,
    referrer_host: hostOf(referrer, location.hostname),
    utm_source: query.get('utm_source'),
    utm_medium: query.get('utm_medium'),
    utm_campaign: query.get('utm_campaign'),
  });
}

/**
 * The source fields of a received form or body (values other than text ignored), each checked:
 * what is acceptable, and the problem of each field that is not.
 */
export function checkLeadSource(read: (field: LeadSourceField) => unknown): { source: LeadSource; problems: Partial<Record<LeadSourceField, LeadSourceProblem>> } {
  const source: LeadSource = {};
  const problems: Partial<Record<LeadSourceField, LeadSourceProblem>> = {};
  for (const field of LEAD_SOURCE_FIELDS) {
    const value = read(field);
    if (typeof value !== 'string' || value.trim() === '') continue;
    const problem = leadSourceProblem(field, value.trim());
    if (problem) problems[field] = problem;
    else source[field] = value.trim();
  }
  return { source, problems };
}

/**
 * The source in a line, for the staff (mails and the admin): the campaign's tags, the referring
 * site and the landing page, whichever the visit had; null when it had none.
 */
export function leadSourceSummary(source: { [field in LeadSourceField]?: string | null }): string | null {
  const campaign = [source.utm_source, source.utm_medium, source.utm_campaign].filter(Boolean).join(' / ');
  const parts = [campaign || null, source.referrer_host ? `from ${source.referrer_host}` : null, source.landing_path ? `landed on ${source.landing_path}` : null];
  const said = parts.filter((part): part is string => part !== null);
  return said.length > 0 ? said.join(', ') : null;
}

/** The one word a mail's subject gives the source: the campaign's source, else the referring site. */
export function leadSourceShort(source: { [field in LeadSourceField]?: string | null }): string | null {
  return source.utm_source || source.referrer_host || null;
}
