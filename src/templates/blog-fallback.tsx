import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { BlogPostFallback } from '../components/blog/BlogPostFallback';
import { defaultImagesFrom } from '../components/blog/blog-data';
import { NotFoundContent } from '../components/NotFound/NotFoundContent';
import { blogFallbackShows } from '../lib/blog-paths';
import type { PageContext } from '../lib/page-context';

/**
 * Answers /blogs/<segment> (and /ar/blogs/…, /ru/blogs/…) without a built page: a post published
 * after the last build is fetched from the API in the browser; an address that can be no post
 * is the not-found page from the first render, as the 404 HTML the server sent for it.
 */
export default function BlogFallbackPage({ data, pageContext, location }: PageProps<Queries.BlogFallbackPageQuery, PageContext>) {
  if (blogFallbackShows(location.pathname) === 'notFound') {
    return (
      <Layout pageKind="notFound">
        <NotFoundContent pageContext={pageContext} />
      </Layout>
    );
  }
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
