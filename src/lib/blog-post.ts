/**
 * The blog post as the post view shows it, whether it came from the build (GraphQL) or from
 * the API in the browser (the client-side fallback for posts published after the build).
 */
import type { BlogPost as ApiBlogPost } from '@efe/shared/contract/blog-post';
import { formatPublishedDate } from './blog-date';
import type { Language } from '@efe/shared/constants';
import { metaDescription } from '@efe/shared/text';
import { languageOrNull } from '@efe/shared/language';

export interface BlogPostContent {
  slug: string;
  /** Empty when the post has none; the view shows the 'Blog Detail' fallback. */
  title: string;
  /** Sanitized HTML, safe for dangerouslySetInnerHTML. */
  contentHtml: string;
  /** The language of the title and text: the page's, or English where the post lacks it. */
  textLanguage: Language | null;
  /** The category's and the author's, each: the text's, or English where only the English translation names it. */
  categoryLanguage: Language | null;
  authorLanguage: Language | null;
  metaDescription: string;
  category: string | null;
  author: string | null;
  /** ISO 8601. */
  publishedAt: string | null;
  /**
   * The date as the page's language writes it. Built pages get it from the build: formatting it in
   * the browser would start Intl during hydration, 100-200 ms of a phone's CPU (lib/blog-date.ts).
   */
  publishedOn: string | null;
}

/** Only http(s) images reach an <img src>; anything else means "no image" (the default one shows). */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * Maps an API post to the view's shape. `sanitize` is passed in, not imported, so the browser
 * bundle that uses this mapping loads the sanitizer only where it is needed.
 */
export function blogPostFromApi(post: ApiBlogPost, language: Language, sanitize: (html: string) => string): BlogPostContent {
  const contentHtml = sanitize(post.content ?? '');
  return {
    slug: post.slug,
    title: post.title?.trim() ?? '',
    contentHtml,
    textLanguage: languageOrNull(post.content_language),
    categoryLanguage: languageOrNull(post.category_language),
    authorLanguage: languageOrNull(post.author_language),
    metaDescription: metaDescription(post.meta_description, contentHtml),
    category: textOrNull(post.category),
    author: textOrNull(post.author),
    publishedAt: textOrNull(post.published_at),
    publishedOn: formatPublishedDate(post.published_at, language),
  };
}
