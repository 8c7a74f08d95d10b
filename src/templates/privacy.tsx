import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/Seo/Seo';
import { PageBanner } from '../components/PageBanner/PageBanner';
import { hubSpotFormConfig } from '../components/ContactSection/hubspot';
import { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY, BOOKING_MAILS_PER_ADDRESS_PER_DAY, BACKUP_RETENTION_DAYS, CONTACT } from '@efe/shared/constants';
import { pluralKey } from '@efe/shared/plural';
import { APPLICATION_NOTICE_FIELDS, CONTACT_NOTICE_FIELDS, type NoticeField } from '../lib/privacy-notice';
import type { PageContext } from '../lib/page-context';
import * as styles from './privacy.module.css';

/**
 * The privacy notice, written from what the system does: the fields come from the forms' own
 * lists, the retention period from the API's setting (GET /api/privacy, read at build time), the
 * address from the constants, and the HubSpot paragraph only when the site is built with it.
 */
export default function PrivacyPage({ data, pageContext }: PageProps<Queries.PrivacyPageQuery, PageContext>) {
  const { t } = useTranslation(['privacy', 'forms']);
  // Null from an API without GET /api/privacy (gatsby/source-content.ts): then no number is named.
  const retentionDays = data.privacyFacts?.retentionDays ?? null;
  const fieldList = (fields: readonly NoticeField[], extra?: string) => (
    <ul className={styles.fields}>
      {fields.map((field) => (
        <li key={field.label}>
          {t(`forms:${field.label}`)}
          {field.hint ? <span className={styles.hint}> ({t(`forms:${field.hint}`)})</span> : null}
        </li>
      ))}
      {extra ? <li>{extra}</li> : null}
    </ul>
  );

  return (
    <Layout pageKind="page">
      <Seo pageContext={pageContext} title={t('privacy:meta.title')} description={t('privacy:meta.description')} />
      <PageBanner title={t('privacy:title')} lead={t('privacy:lead')} />

      <div className={`section ${styles.notice}`}>
        <div className={`container ${styles.text}`}>
          <section aria-labelledby="privacy-collect">
            <h2 id="privacy-collect">{t('privacy:collect.title')}</h2>
            <div className={styles.forms}>
              <div>
                <h3>{t('privacy:collect.contactTitle')}</h3>
                {fieldList(CONTACT_NOTICE_FIELDS, t('privacy:collect.siteLanguage'))}
                <p>{t('privacy:collect.contactPurpose')}</p>
              </div>
              <div>
                <h3>{t('privacy:collect.applicationTitle')}</h3>
                {fieldList(APPLICATION_NOTICE_FIELDS, t('privacy:collect.siteLanguage'))}
                <p>{t('privacy:collect.applicationPurpose')}</p>
              </div>
              <div data-testid="privacy-booking">
                <h3>{t('privacy:collect.bookingTitle')}</h3>
                <ul>
                  {t('privacy:collect.bookingFields', { returnObjects: true }).map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <p>{t('privacy:collect.bookingPurpose')}</p>
              </div>
            </div>
            <p>{t('privacy:collect.source')}</p>
            <p>{t('privacy:collect.nothingElse')}</p>
          </section>

          <section aria-labelledby="privacy-access">
            <h2 id="privacy-access">{t('privacy:access.title')}</h2>
            <p>{t('privacy:access.text')}</p>
            <p>{t('privacy:access.mail')}</p>
            {/* Not `count`: that option makes i18next start Intl.PluralRules while the page hydrates (e2e/hydration-cost.spec.ts). */}
            <p data-testid="privacy-acknowledgement">
              {t(pluralKey('privacy:access.acknowledgement', pageContext.language, ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY), { limit: ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY })}
            </p>
            <p data-testid="privacy-booking-mail">{t('privacy:access.bookingMail', { limit: BOOKING_MAILS_PER_ADDRESS_PER_DAY })}</p>
          </section>

          <section aria-labelledby="privacy-storage">
            <h2 id="privacy-storage">{t('privacy:storage.title')}</h2>
            <p>{t('privacy:storage.text')}</p>
            <p data-testid="privacy-backups">{t(pluralKey('privacy:storage.backups', pageContext.language, BACKUP_RETENTION_DAYS), { days: BACKUP_RETENTION_DAYS })}</p>
          </section>

          <section aria-labelledby="privacy-retention">
            <h2 id="privacy-retention">{t('privacy:retention.title')}</h2>
            <p data-testid="privacy-retention">
              {retentionDays === null
                ? t('privacy:retention.unstated')
                : t(pluralKey('privacy:retention.text', pageContext.language, retentionDays), { days: retentionDays })}
            </p>
            <p>{t('privacy:retention.booking')}</p>
          </section>

          <section aria-labelledby="privacy-profiles" data-testid="privacy-profiles">
            <h2 id="privacy-profiles">{t('privacy:profiles.title')}</h2>
            <p>{t('privacy:profiles.shows')}</p>
            <p>{t('privacy:profiles.howLong')}</p>
            <p>{t('privacy:profiles.withdraw')}</p>
          </section>

          <section aria-labelledby="privacy-engagement" data-testid="privacy-engagement">
            <h2 id="privacy-engagement">{t('privacy:engagement.title')}</h2>
            <ul>
              {t('privacy:engagement.fields', { returnObjects: true }).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p>{t('privacy:engagement.purpose')}</p>
            <p>{t('privacy:engagement.link')}</p>
            <p>
              {retentionDays === null
                ? t('privacy:engagement.retentionUnstated')
                : t(pluralKey('privacy:engagement.retention', pageContext.language, retentionDays), { days: retentionDays })}
            </p>
          </section>

          <section aria-labelledby="privacy-browser">
            <h2 id="privacy-browser">{t('privacy:browser.title')}</h2>
            {hubSpotFormConfig() ? <p data-testid="privacy-hubspot">{t('privacy:browser.hubspot')}</p> : <p>{t('privacy:browser.text')}</p>}
            <p>{t('privacy:browser.storage')}</p>
            <p>{t('privacy:browser.links')}</p>
          </section>

          <section aria-labelledby="privacy-rights">
            <h2 id="privacy-rights">{t('privacy:rights.title')}</h2>
            <p>
              {t('privacy:rights.text', { email: CONTACT.email })
                .split(CONTACT.email)
                .flatMap((part, index) => (index === 0 ? [part] : [<a key={index} href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>, part]))}
            </p>
          </section>
        </div>
      </div>
    </Layout>
  );
}

export const query = graphql`
  query PrivacyPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...LocaleEdges
    }
    privacyFacts {
      retentionDays
    }
  }
`;
