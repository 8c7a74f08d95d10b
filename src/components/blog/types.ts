/** The shapes the blog components draw, independent of where the data came from. */
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { Language } from '@efe/shared/constants';

export interface BlogCardPost {
  slug: string;
  title: string;
  /** Plain text: 40 words and an ellipsis (shared/text.ts). */
  excerpt: string;
  category: string | null;
  author: string | null;
  image: IGatsbyImageData | null;
  /** The language of the title and excerpt: the page's, or English where the post lacks it. */
  textLanguage: Language | null;
  /** The category's and the author's, each: the text's, or English where only the English translation names it. */
  categoryLanguage: Language | null;
  authorLanguage: Language | null;
}

export type LatestPost = Pick<BlogCardPost, 'slug' | 'title' | 'image' | 'textLanguage'>;

/** src/images/blog-default.jpg in the sizes the pages use (the side column's thumbnail is the slice's); null until that file exists. */
export interface BlogDefaultImages {
  card: IGatsbyImageData | null;
  hero: IGatsbyImageData | null;
}

/** A post's main picture: processed at build time, or a remote URL for posts fetched in the browser. */
export type PostImage = { kind: 'gatsby'; data: IGatsbyImageData } | { kind: 'remote'; src: string } | null;
