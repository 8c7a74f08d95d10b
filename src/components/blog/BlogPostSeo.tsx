import React from 'react';
import { useTranslation } from 'react-i18next';
import { Seo } from '../Seo/Seo';
import { canonicalUrl } from '../../lib/head';
import { absoluteUrl } from '@efe/shared/language';
import { blogPostingJsonLd } from '../../lib/json-ld';
import { useSiteUrl } from '../../hooks/use-site-url';
import { imageSrc } from '../../lib/image-data';
import type { BlogPostContent } from '../../lib/blog-post';
import type { PageContext } from '../../lib/page-context';
import type { PostImage } from './types';
import type { IGatsbyImageData } from 'gatsby-plugin-image';

interface Props {
  pageContext: Pick<PageContext, 'language' | 'originalPath' | 'alternateLanguages'>;
  post: BlogPostContent;
  image: PostImage;
  defaultImage: IGatsbyImageData | null;
}

function imageUrl(image: PostImage, defaultImage: IGatsbyImageData | null, siteUrl: string): string | null {
  if (image?.kind === 'remote') return image.src;
  const data = image?.kind === 'gatsby' ? image.data : defaultImage;
  const src = imageSrc(data);
  return src ? absoluteUrl(siteUrl, src) : null;
}

/** Head of a post page: meta description, article type, canonical, BlogPosting JSON-LD, RSS link. */
export function BlogPostSeo({ pageContext, post, image, defaultImage }: Props) {
  const siteUrl = useSiteUrl();
  const { t } = useTranslation('blog');
  const { t: tCommon } = useTranslation('common');
  const title = post.title || t('detail.fallbackTitle');
  const picture = imageUrl(image, defaultImage, siteUrl);
  const jsonLd = blogPostingJsonLd({
    title,
    description: post.metaDescription,
    url: canonicalUrl({ siteUrl, ...pageContext }),
    image: picture,
    author: post.author,
    datePublished: post.publishedAt,
    language: pageContext.language,
    publisher: tCommon('brand'),
  });
  return (
    <Seo pageContext={pageContext} title={title} description={post.metaDescription} image={picture} type="article" jsonLd={jsonLd} />
  );
}
