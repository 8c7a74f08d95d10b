/**
 * Which processed pictures are candidates' photos: the MD5 of each picture a candidate's card or
 * the home page's strip of candidates shows, the digest gatsby-plugin-sharp names the picture's
 * folder in public/static/ by (a File node's contentDigest is its file's MD5). Their cache rule is
 * brief (security-headers.ts).
 */
import { propertyOf } from '@efe/shared/read-unknown';

/** The node types of gatsby/schema.ts whose `localImage` is a candidate's photo. */
const PHOTO_NODE_TYPES = ['Candidate', 'TeamPhoto'] as const;

/** What onPostBuild is given to read the built nodes. */
export interface BuiltNodes {
  getNodesByType: (type: string) => readonly unknown[];
  getNode: (id: string) => unknown;
}

export function candidatePhotoSources({ getNodesByType, getNode }: BuiltNodes): Set<string> {
  const sources = new Set<string>();
  for (const type of PHOTO_NODE_TYPES) {
    for (const node of getNodesByType(type)) {
      const fileId = propertyOf(node, 'localImage');
      const digest = typeof fileId === 'string' ? propertyOf(propertyOf(getNode(fileId), 'internal'), 'contentDigest') : null;
      if (typeof digest === 'string') sources.add(digest);
    }
  }
  return sources;
}
