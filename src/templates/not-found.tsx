import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { NotFoundContent } from '../components/NotFound/NotFoundContent';
import type { PageContext } from '../lib/page-context';

export default function NotFoundPage({ pageContext }: PageProps<Queries.NotFoundPageQuery, PageContext>) {
  return (
    <Layout pageKind="notFound">
      <NotFoundContent pageContext={pageContext} />
    </Layout>
  );
}

export const query = graphql`
  query NotFoundPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...LocaleEdges
    }
  }
`;
