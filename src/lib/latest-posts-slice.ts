/** The blog's side column as a Gatsby Slice (src/slices/latest-posts.tsx): one per language. */
import type { Language } from '@efe/shared/constants';

/** The name blog pages place the slice by; each page maps it to its language's slice. */
export const LATEST_POSTS_SLICE = 'latest-posts';

export interface LatestPostsSliceContext {
  language: Language;
}

export function latestPostsSliceId(language: Language): string {
  return `${LATEST_POSTS_SLICE}-${language}`;
}
