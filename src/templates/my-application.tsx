import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/Seo/Seo';
import { PageBanner } from '../components/PageBanner/PageBanner';
import { DeferredMyApplication } from '../components/applicant/DeferredMyApplication';
import type { PageContext } from '../lib/page-context';

/** An applicant's own application, opened by the private link of their mail: not for search engines. */
export default function MyApplicationPage({ pageContext }: PageProps<Queries.MyApplicationPageQuery, PageContext>) {
  const { t } = useTranslation('applicant');
  return (
    <Layout pageKind="page">
      <Seo pageContext={pageContext} title={t('meta.title')} description={t('meta.description')} noindex />
      <PageBanner title={t('title')} showContactButton={false} />
      <section className="section section--cream" aria-label={t('title')}>
        <div className="container">
          <DeferredMyApplication />
        </div>
      </section>
    </Layout>
  );
}

export const query = graphql`
  query MyApplicationPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...LocaleEdges
    }
  }
`;
