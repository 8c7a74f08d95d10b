import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/Seo/Seo';
import { BlogPostView } from '../components/blog/BlogPostView';
import { BlogPostSeo } from '../components/blog/BlogPostSeo';
import { BlogPostLayout } from '../components/blog/BlogPostLayout';
import { BlogPostNotFound } from '../components/blog/BlogPostNotFound';
import { defaultImagesFrom } from '../components/blog/blog-data';
import { imageData } from '../lib/image-data';
import type { PostImage } from '../components/blog/types';
import type { BlogPostContent } from '../lib/blog-post';
import type { PageContext } from '../lib/page-context';
import { languageOrNull } from '@efe/shared/language';

function contentOf(node: NonNullable<Queries.BlogPostPageQuery['post']>): BlogPostContent {
  return {
    slug: node.slug,
    title: node.title.trim(),
    contentHtml: node.contentHtml,
    textLanguage: languageOrNull(node.contentLanguage),
    categoryLanguage: languageOrNull(node.categoryLanguage),
    authorLanguage: languageOrNull(node.authorLanguage),
    metaDescription: node.metaDescription,
    category: node.category?.trim() || null,
    author: node.author?.trim() || null,
    publishedAt: node.publishedAt || null,
    publishedOn: node.publishedOn || null,
  };
}

/** /blogs/<slug> in each language the post exists in, built from the sanitized build-time data. */
export default function BlogPostPage({ data, pageContext }: PageProps<Queries.BlogPostPageQuery, PageContext>) {
  const { t } = useTranslation('blog');
  const defaultImages = defaultImagesFrom(data.defaultImage);

  if (!data.post) {
    // gatsby-node only creates pages for posts it found, so this is a safety net, not a flow.
    const heading: string = t('detail.notFound');
    return (
      <Layout pageKind="blogPost">
        <Seo pageContext={pageContext} title={heading} noindex />
        <BlogPostLayout bannerTitle={heading}>
          <BlogPostNotFound />
        </BlogPostLayout>
      </Layout>
    );
  }

  const post = contentOf(data.post);
  const picture = imageData(data.post.localImage);
  const image: PostImage = picture ? { kind: 'gatsby', data: picture } : null;
  return (
    <Layout pageKind="blogPost">
      <BlogPostSeo
        pageContext={pageContext}
        post={post}
        image={image}
        defaultImage={defaultImages.hero}
      />
      <BlogPostView post={post} image={image} defaultImages={defaultImages} searchable />
    </Layout>
  );
}

export const query = graphql`
  query BlogPostPage($language: String!, $namespaces: [String!]!, $blogSlug: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...LocaleEdges
    }
    post: blogPost(slug: { eq: $blogSlug }, language: { eq: $language }) {
      slug
      title
      contentHtml
      contentLanguage
      categoryLanguage
      authorLanguage
      metaDescription
      category
      author
      publishedAt
      publishedOn
      localImage {
        childImageSharp {
          gatsbyImageData(width: 960, aspectRatio: 1.78, layout: CONSTRAINED, outputPixelDensities: [0.625, 1.25])
        }
      }
    }
    ...BlogDefaultImage
  }
`;
