import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/Seo/Seo';
import { PageBanner } from '../components/PageBanner/PageBanner';
import { BlogIndex } from '../components/blog/BlogIndex';
import { blogCardsFrom, defaultImagesFrom, latestPostsFrom } from '../components/blog/blog-data';
import type { PageContext } from '../lib/page-context';

/** /blogs in each language: every post as a card, in the static HTML, with the side column. */
export default function BlogsPage({ data, pageContext }: PageProps<Queries.BlogsPageQuery, PageContext>) {
  const { t } = useTranslation('blog');
  const title: string = t('meta.title');
  const description: string = t('meta.description');
  const lead: string = t('lead');
  return (
    <Layout pageKind="page">
      <Seo pageContext={pageContext} title={title} description={description} />
      <PageBanner title={t('banner')} lead={lead} />
      <BlogIndex
        posts={blogCardsFrom(data.posts.nodes)}
        latestPosts={latestPostsFrom(data.latest.nodes)}
        defaultImages={defaultImagesFrom(data.defaultImage)}
      />
    </Layout>
  );
}

export const query = graphql`
  query BlogsPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...LocaleEdges
    }
    posts: allBlogPost(filter: { language: { eq: $language } }, sort: [{ publishedAt: DESC }, { postId: DESC }]) {
      nodes {
        ...BlogCardFields
      }
    }
    ...BlogSideColumn
  }
`;
