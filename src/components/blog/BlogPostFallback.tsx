import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Seo } from '../Seo/Seo';
import { api } from '../../lib/api-client';
import { isBlogPost } from '@efe/shared/contract/answer-checks';
import { propertyOf } from '@efe/shared/read-unknown';
import { blogSlugFromPath } from '../../lib/blog-paths';
import { blogPostFromApi, safeImageUrl, type BlogPostContent } from '../../lib/blog-post';
import { blogPostPath } from '@efe/shared/routes';
import type { Language } from '@efe/shared/constants';
import type { PageContext } from '../../lib/page-context';
import { BlogPostLayout } from './BlogPostLayout';
import { BlogPostNotFound } from './BlogPostNotFound';
import { NotFoundContent } from '../NotFound/NotFoundContent';
import { BlogPostSeo } from './BlogPostSeo';
import { BlogPostView } from './BlogPostView';
import type { BlogDefaultImages, PostImage } from './types';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './BlogPostFallback.module.css';

interface Props {
  /** The address the visitor opened, e.g. "/ru/blogs/new-post". */
  pathname: string;
  pageContext: Pick<PageContext, 'language' | 'originalPath' | 'alternateLanguages'>;
  defaultImages: BlogDefaultImages;
}

type State =
  | { status: 'loading' }
  /** The API answered: it has no such post. */
  | { status: 'missing' }
  /** The API could not be asked (offline, a failed chunk): the post may exist. */
  | { status: 'notFound' }
  | { status: 'found'; post: BlogPostContent; image: PostImage };

/**
 * Loads a post that was published after the last build. The sanitizer (sanitize-html with its
 * parser and postcss) is imported here only, on demand, so it never weighs on the main bundle.
 */
async function loadPost(slug: string, language: Language): Promise<State> {
  const result = await api.blogPost(slug, language);
  if (!result.ok) return { status: result.kind === 'http' && result.status === 404 ? 'missing' : 'notFound' };
  const apiPost = propertyOf(result.data, 'data');
  if (!isBlogPost(apiPost)) return { status: 'notFound' };
  const { sanitize } = await import('../../lib/sanitize');
  const remote = safeImageUrl(apiPost.image);
  return {
    status: 'found',
    post: blogPostFromApi({ ...apiPost, slug }, language, sanitize),
    image: remote ? { kind: 'remote', src: remote } : null,
  };
}

/** Client-side page for /blogs/* addresses that have no built page. */
export function BlogPostFallback({ pathname, pageContext, defaultImages }: Props) {
  const { t } = useTranslation('blog');
  const { t: tCommon } = useTranslation('common');
  const { language } = pageContext;
  // The first render is the same on the server and in the browser: the address is read after mount.
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const slug = blogSlugFromPath(pathname);
    if (!slug) {
      setState({ status: 'missing' });
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    loadPost(slug, language)
      // A failed chunk download (offline) leaves the visitor with the same answer as a failed call.
      .catch((): State => ({ status: 'notFound' }))
      .then((next) => {
        if (current) setState(next);
      });
    return () => {
      current = false;
    };
  }, [pathname, language]);

  if (state.status === 'found') {
    const postContext = { ...pageContext, originalPath: blogPostPath(state.post.slug), alternateLanguages: [language] };
    return (
      <>
        <BlogPostSeo pageContext={postContext} post={state.post} image={state.image} defaultImage={defaultImages.hero} />
        <BlogPostView post={state.post} image={state.image} defaultImages={defaultImages} />
      </>
    );
  }

  // No such post: the page is the not-found page of its language, as any other unknown address.
  if (state.status === 'missing') return <NotFoundContent pageContext={pageContext} />;

  const notFound = state.status === 'notFound';
  const heading: string = notFound ? t('detail.notFound') : t('detail.fallbackTitle');
  return (
    <>
      <Seo pageContext={pageContext} title={heading} noindex />
      <BlogPostLayout bannerTitle={heading}>
        <div role="status" className={styles.status} data-testid="blog-fallback-status">
          {notFound ? (
            <BlogPostNotFound />
          ) : (
            <p className={styles.loading}>
              <Spinner variant="small" />
              {tCommon('loading')}
            </p>
          )}
        </div>
      </BlogPostLayout>
    </>
  );
}
