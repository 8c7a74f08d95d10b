import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/Seo/Seo';
import { LocalizedLink } from '../components/LocalizedLink';
import type { PageContext } from '../lib/page-context';
import notFoundIllustration from '../images/not-found.svg';
import * as styles from './not-found.module.css';

export default function NotFoundPage({ pageContext }: PageProps<Queries.NotFoundPageQuery, PageContext>) {
  const { t } = useTranslation('common');
  return (
    <Layout pageKind="notFound">
      <Seo pageContext={pageContext} title={t('notFound.metaTitle')} description={t('notFound.metaDescription')} noindex />
      <section className={`section ${styles.notFound}`}>
        <div className="container">
          <img src={notFoundIllustration} alt="" width={480} height={320} className={styles.illustration} />
          <h1>{t('notFound.title')}</h1>
          <p className="lead">{t('notFound.text')}</p>
          <p className={styles.backText}>{t('notFound.backHome')}</p>
          <LocalizedLink to="/" className="button">
            {t('notFound.home')}
          </LocalizedLink>
        </div>
      </section>
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
