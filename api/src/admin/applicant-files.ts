/**
 * An applicant's personal data wherever the admin shows it outside her application: the photo
 * and CV of the profile made from it, and where that profile came from. The staff who may open
 * applications (the role table's row for them) may see and change these; everyone else is refused
 * as on the application itself. And her files stay hers: no other post or candidate may name
 * them, nor may her profile name a file something else shows (db/applicant-media.ts).
 */
import type { FastifyRequest } from 'fastify';
import { rolesMayUse, type AdminResource } from '@efe/shared/contract/admin-resources';
import { mediaUseLabel } from '@efe/shared/media-use-label';
import type { MediaUse } from '@efe/shared/contract/media-use';
import type { Db } from '../db/connection';
import { applicantFileOwners } from '../db/applicant-media';
import { mediaUsage } from '../db/media-usage';
import { FieldErrors, HttpError } from '../http/errors';
import { accountName } from './auth';

/** The role table's row whose roles may see an applicant's data: her application's, also the route that makes a candidate of it. */
export const APPLICANT_DATA: AdminResource = 'applications';

/** Whether the caller, already let in by the matched route's own rule, may also see applicants' data (the token may). */
export function mayUseApplicantData(request: FastifyRequest): boolean {
  const actor = request.actor;
  if (!actor) return false;
  return actor.user === null || rolesMayUse(actor.user.roles, APPLICANT_DATA);
}

/** Refuses (403, as her application's own routes would) a caller who may not see applicants' data; `what`: "open an applicant's files". */
export function requireApplicantDataRole(request: FastifyRequest, what: string): void {
  if (mayUseApplicantData(request)) return;
  const user = request.actor?.user;
  throw new HttpError(403, `${user ? accountName(user) : 'This caller'} cannot ${what}: only those who may open applications can.`);
}

/** What names media files: a post or a candidate (`id` null while being created), and whether it is a profile made from an application. */
export interface MediaNamer {
  /** As the media's uses name it (MediaUse): 'blog', 'candidates'. */
  resource: string;
  id: number | null;
  fromApplication: boolean;
}

/** Why `namer` may not name `file`; null when it may. `usage`: every use of every file (read once per write, only if needed). */
function sharingProblem(db: Db, namer: MediaNamer, file: string, usage: () => Map<string, MediaUse[]>): string | null {
  const owners = applicantFileOwners(db, file);
  if (owners !== null) {
    if (namer.resource === 'candidates' && namer.id !== null && owners.includes(namer.id)) return null;
    return `"${file}" is an applicant's own file (of an application, or of the profile made from it): no other post or candidate may show it. Upload another file.`;
  }
  if (!namer.fromApplication) return null;
  const others = (usage().get(file) ?? []).filter((use) => use.resource !== namer.resource || use.id !== namer.id);
  if (others.length === 0) return null;
  return `"${file}" is shown by ${others.map(mediaUseLabel).join('; ')}: a profile made from an application shows only its own files. Upload another file.`;
}

/** Refuses (409, each field with its reason) a write whose media fields share a file with an applicant's profile. */
export function refuseSharedApplicantFiles(db: Db, namer: MediaNamer, named: { [field: string]: readonly string[] }): void {
  const errors: { [field: string]: string } = {};
  let read: Map<string, MediaUse[]> | undefined;
  const usage = () => (read ??= mediaUsage(db));
  for (const [field, files] of Object.entries(named)) {
    const problem = files.map((file) => sharingProblem(db, namer, file, usage)).find((each) => each !== null);
    if (problem) errors[field] = problem;
  }
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors, 409);
}
