import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { BlogPostFallback } from '../components/blog/BlogPostFallback';
import { defaultImagesFrom } from '../components/blog/blog-data';
import type { PageContext } from '../lib/page-context';

/**
 * Answers /blogs/* (and /ar/blogs/*, /ru/blogs/*) for slugs without a built page: a post published
 * after the last build is fetched from the API in the browser, anything else shows 'Blog not found'.
 */
export default function BlogFallbackPage({ data, pageContext, location }: PageProps<Queries.BlogFallbackPageQuery, PageContext>) {
  return (
    <Layout pageKind="blogPost">
      <BlogPostFallback
        pathname={location.pathname}
        pageContext={pageContext}
        defaultImages={defaultImagesFrom(data.defaultImage)}
      />
    </Layout>
  );
}

export const query = graphql`
  query BlogFallbackPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...LocaleEdges
    }
    ...BlogDefaultImage
  }
`;
