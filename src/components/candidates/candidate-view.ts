/**
 * What the candidate list shows: the candidate mapping (shared/candidate.ts) plus the optimized
 * photo Gatsby made at build time, when there is one for that exact picture.
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { imageData } from '../../lib/image-data';
import { toCandidate, type Candidate } from '@efe/shared/candidate';
import type { Teacher } from '@efe/shared/contract/candidate';
import { languageOrNull } from '@efe/shared/language';
import { isTeacher } from '@efe/shared/contract/answer-checks';
import { propertyOf } from '@efe/shared/read-unknown';

/** Width and height of a candidate photo; the page query asks Gatsby for the same size. */
export const CANDIDATE_PHOTO_PX = 320;

export interface CandidateView extends Candidate {
  /** Build-time optimized photo; null for pictures the build has not seen. */
  image: IGatsbyImageData | null;
}

/** A `Candidate` node as the page query selects it: the mapped candidate under Gatsby's names. */
type CandidateNode = Queries.CandidatesPageQuery['allCandidate']['nodes'][number];

export function fromNode({ teacherId, localImage, roles, languages, descriptionLanguage, ...candidate }: CandidateNode): CandidateView {
  return {
    ...candidate,
    id: teacherId,
    roles: [...roles],
    languages: [...languages],
    descriptionLanguage: languageOrNull(descriptionLanguage),
    image: imageData(localImage),
  };
}

/** Teachers from the API answer that can be shown; anything that is not a teacher record is skipped. */
export function teachersOf(body: unknown): Teacher[] | null {
  const data = propertyOf(body, 'data');
  return Array.isArray(data) ? data.filter(isTeacher) : null;
}

/**
 * The refreshed list, in the API's order. A candidate keeps the build's optimized photo while
 * their picture is unchanged; a new or changed picture is shown from its URL.
 */
export function mergeRefreshed(teachers: readonly Teacher[], built: readonly CandidateView[]): CandidateView[] {
  const builtById = new Map(built.map((candidate) => [candidate.id, candidate]));
  return teachers.map((teacher) => {
    const candidate = toCandidate(teacher);
    const previous = builtById.get(candidate.id);
    const image = previous && previous.imageUrl === candidate.imageUrl ? previous.image : null;
    return { ...candidate, image };
  });
}
