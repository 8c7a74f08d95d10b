import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/Seo/Seo';
import { PageBanner } from '../components/PageBanner/PageBanner';
import { Steps } from '../components/Steps/Steps';
import { ContactSection } from '../components/ContactSection/ContactSection';
import { useFacts } from '../hooks/use-facts';
import { CONTACT } from '@efe/shared/constants';
import { BOOKING_PATH } from '@efe/shared/routes';
import { whatsappUrl } from '../lib/contact-links';
import type { PageContext } from '../lib/page-context';
import * as styles from './contact.module.css';


export default function ContactPage({ pageContext }: PageProps<Queries.ContactPageQuery, PageContext>) {
  const { t } = useTranslation(['contact', 'common', 'booking']);
  const facts = useFacts();
  const newTab = t('common:opensInNewTab');

  return (
    <Layout pageKind="page">
      <Seo pageContext={pageContext} title={t('contact:meta.title')} description={t('contact:meta.description')} />
      <PageBanner
        title={t('contact:banner')}
        lead={`${t('contact:lead', { replace: facts })} ${t('booking:contactLink')}`}
        showContactButton={false}
        action={{ to: BOOKING_PATH, label: t('booking:contactLinkCta') }}
      />

      <section className="section" aria-label={t('contact:banner')}>
        <div className="container">
          <ul className="grid-list grid-list--4" data-testid="contact-boxes">
            <li className={styles.box}>
              <h2 className={styles.boxTitle}>{t('contact:boxes.address.title')}</h2>
              <address className={styles.address}>{t('common:footer.address')}</address>
              <a href={CONTACT.mapsUrl} target="_blank" rel="noopener noreferrer">
                {t('common:footer.maps')}
                <span className="visually-hidden"> {newTab}</span>
              </a>
            </li>
            <li className={styles.box}>
              <h2 className={styles.boxTitle}>{t('contact:boxes.email.title')}</h2>
              <p>{t('contact:boxes.email.text')}</p>
              <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            </li>
            <li className={styles.box}>
              <h2 className={styles.boxTitle}>{t('contact:boxes.call.title')}</h2>
              <p>{t('contact:boxes.call.text')}</p>
              <a href={`tel:${CONTACT.phoneE164}`}>
                {/* The number reads left to right, but the link keeps the page's alignment. */}
                <bdi dir="ltr">{CONTACT.phoneDisplay}</bdi>
              </a>
            </li>
            <li className={styles.box}>
              <h2 className={styles.boxTitle}>{t('contact:boxes.messaging.title')}</h2>
              <p>{t('contact:boxes.messaging.text')}</p>
              <a href={whatsappUrl()} target="_blank" rel="noopener noreferrer">
                {t('contact:boxes.messaging.cta')}
                <span className="visually-hidden"> {newTab}</span>
              </a>
            </li>
          </ul>
        </div>
      </section>

      <section className="section section--cream" aria-labelledby="how-title">
        <div className="container">
          <span className="eyebrow">{t('contact:how.eyebrow')}</span>
          <h2 id="how-title">{t('contact:how.title')}</h2>
          <Steps columns={3} steps={t('contact:how.steps', { returnObjects: true, replace: facts })} />
        </div>
      </section>

      <ContactSection namespace="contact" />
    </Layout>
  );
}

export const query = graphql`
  query ContactPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...LocaleEdges
    }
  }
`;
