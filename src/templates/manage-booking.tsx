import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/Seo/Seo';
import { PageBanner } from '../components/PageBanner/PageBanner';
import { DeferredManageBooking } from '../components/booking/DeferredManageBooking';
import type { PageContext } from '../lib/page-context';

/** A family's own booking, opened by the private link of their mail: not for search engines. */
export default function ManageBookingPage({ pageContext }: PageProps<Queries.ManageBookingPageQuery, PageContext>) {
  const { t } = useTranslation('booking');
  return (
    <Layout pageKind="page">
      <Seo pageContext={pageContext} title={t('manageMeta.title')} description={t('manageMeta.description')} noindex />
      <PageBanner title={t('manage.title')} showContactButton={false} />
      <section className="section section--cream" aria-label={t('manage.title')}>
        <div className="container">
          <DeferredManageBooking />
        </div>
      </section>
    </Layout>
  );
}

export const query = graphql`
  query ManageBookingPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...LocaleEdges
    }
  }
`;
