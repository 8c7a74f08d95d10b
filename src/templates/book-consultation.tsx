import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { CONTACT } from '@efe/shared/constants';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/Seo/Seo';
import { PageBanner } from '../components/PageBanner/PageBanner';
import { DeferredBookingForm } from '../components/booking/DeferredBookingForm';
import { BookingPanel } from '../components/booking/BookingPanel';
import { useFacts } from '../hooks/use-facts';
import type { PageContext } from '../lib/page-context';

/** The free consultation's booking page: the free times are fetched and shown as it opens, like the candidates. */
export default function BookConsultationPage({ pageContext }: PageProps<Queries.BookConsultationPageQuery, PageContext>) {
  const { t } = useTranslation('booking');
  const facts = useFacts();
  return (
    <Layout pageKind="page">
      <Seo pageContext={pageContext} title={t('meta.title')} description={t('meta.description')} />
      <PageBanner title={t('banner')} lead={t('lead', { replace: facts })} showContactButton={false} />
      <section className="section section--cream" aria-label={t('banner')}>
        <div className="container">
          <noscript>
            <p className="info-note">{t('noscript', { phone: CONTACT.phoneDisplay, email: CONTACT.email })}</p>
          </noscript>
          <BookingPanel>
            <DeferredBookingForm />
          </BookingPanel>
        </div>
      </section>
    </Layout>
  );
}

export const query = graphql`
  query BookConsultationPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...LocaleEdges
    }
  }
`;
