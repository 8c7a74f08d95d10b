import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/Seo/Seo';
import { PageBanner } from '../components/PageBanner/PageBanner';
import { DeferredShortlist } from '../components/shortlist/DeferredShortlist';
import type { PageContext } from '../lib/page-context';

/** A family's shortlist, opened by the private link of the mail that presents it: not for search engines. */
export default function ShortlistPage({ pageContext }: PageProps<Queries.ShortlistPageQuery, PageContext>) {
  const { t } = useTranslation('shortlist');
  return (
    <Layout pageKind="page">
      <Seo pageContext={pageContext} title={t('meta.title')} description={t('meta.description')} noindex />
      <PageBanner title={t('title')} showContactButton={false} />
      <section className="section section--cream" aria-label={t('title')}>
        <div className="container">
          <DeferredShortlist />
        </div>
      </section>
    </Layout>
  );
}

export const query = graphql`
  query ShortlistPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...LocaleEdges
    }
  }
`;
