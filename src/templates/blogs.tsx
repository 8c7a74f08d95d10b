import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/Seo/Seo';
import { PageBanner } from '../components/PageBanner/PageBanner';
import { BlogIndex } from '../components/blog/BlogIndex';
import { BlogPagination } from '../components/blog/BlogPagination';
import { blogCardsFrom, defaultImagesFrom } from '../components/blog/blog-data';
import type { PageContext } from '../lib/page-context';

/**
 * /blogs and /blogs/page/2, … in each language: one page of posts as cards, in the static HTML,
 * with the side column and the links to the other pages.
 */
export default function BlogsPage({ data, pageContext }: PageProps<Queries.BlogsPageQuery, PageContext>) {
  const { t } = useTranslation('blog');
  const { page, count } = pageContext.blogList ?? { page: 1, count: 1 };
  // Each page its own title and description: search engines list them apart.
  const title: string = page > 1 ? t('pagination.metaTitle', { page }) : t('meta.title');
  const description: string = page > 1 ? t('pagination.metaDescription', { page }) : t('meta.description');
  const lead: string = t('lead');
  return (
    <Layout pageKind="page">
      <Seo pageContext={pageContext} title={title} description={description} />
      <PageBanner title={t('banner')} lead={lead} />
      <BlogIndex
        posts={blogCardsFrom(data.posts.nodes)}
        defaultImages={defaultImagesFrom(data.defaultImage)}
        pagination={<BlogPagination page={page} count={count} />}
      />
    </Layout>
  );
}

export const query = graphql`
  query BlogsPage($language: String!, $namespaces: [String!]!, $skip: Int!, $limit: Int!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...LocaleEdges
    }
    posts: allBlogPost(filter: { language: { eq: $language } }, sort: [{ publishedAt: DESC }, { position: ASC }], skip: $skip, limit: $limit) {
      nodes {
        ...BlogCardFields
      }
    }
    ...BlogDefaultImage
  }
`;
