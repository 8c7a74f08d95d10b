import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/Seo/Seo';
import { PageBanner } from '../components/PageBanner/PageBanner';
import { Picture } from '../components/Picture/Picture';
import { LocalizedLink } from '../components/LocalizedLink';
import { FaqAccordion, type FaqItem } from '../components/Faq/FaqAccordion';
import { useFacts } from '../hooks/use-facts';
import { faqPageJsonLd } from '../lib/json-ld';
import { imageData } from '../lib/image-data';
import type { PageContext } from '../lib/page-context';
import * as styles from './service.module.css';
import { bookingPathFor, contactPathFor, isServiceSlug } from '@efe/shared/routes';

interface ServiceSection {
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

export default function ServicePage({ data, pageContext }: PageProps<Queries.ServicePageQuery, PageContext>) {
  const { t } = useTranslation('services');
  const facts = useFacts();
  const slug = pageContext.serviceSlug ?? '';
  if (!isServiceSlug(slug)) throw new Error(`The service template was given the page "${slug}", which is not a service (shared/routes.ts).`);
  // The page's texts, facts filled in; a service not yet described has no sections (coming soon).
  const page = t(`pages.${slug}`, { returnObjects: true, replace: facts });
  const sections: ServiceSection[] = 'sections' in page ? page.sections : [];
  const faq: FaqItem[] = 'faq' in page ? page.faq : [];
  const image = imageData(data.image);
  const comingSoon = sections.length === 0;
  // Every button to the contact form arrives with this service chosen.
  const contactPath = contactPathFor(slug);

  return (
    <Layout pageKind="page">
      <Seo
        pageContext={pageContext}
        title={page.meta.title}
        description={page.meta.description}
        jsonLd={faq.length > 0 ? faqPageJsonLd(faq) : undefined}
      />
      <PageBanner title={page.banner} contactPath={contactPath} />

      {comingSoon ? (
        <section className={`section ${styles.comingSoon}`}>
          <div className="container">
            {image ? <Picture image={image} alt={page.imageAlt} className={styles.comingSoonImage} priority /> : null}
            <h2>{t('common.comingSoon')}</h2>
            <p className="lead">{page.lead}</p>
            <p>{t('common.comingSoonText')}</p>
            <LocalizedLink to={contactPath} className="button">
              {t('common.getStarted')}
            </LocalizedLink>
          </div>
        </section>
      ) : (
        <>
          <section className="section">
            <div className={`container ${styles.intro}`}>
              <div>
                <p className={`lead ${styles.lead}`}>{page.lead}</p>
                <LocalizedLink to={contactPath} className="button">
                  {t('common.getStarted')}
                </LocalizedLink>
              </div>
              {image ? (
                <Picture image={image} alt={page.imageAlt} className={styles.image} priority />
              ) : null}
            </div>
          </section>

          <section className="section section--cream">
            <div className={`container ${styles.sections}`}>
              {sections.map((section, index) => (
                <article key={index} className={styles.card}>
                  <h2 className={styles.cardTitle}>{section.title}</h2>
                  {section.paragraphs.map((paragraph, p) => (
                    <p key={p}>{paragraph}</p>
                  ))}
                  {section.bullets?.length ? (
                    <ul className={styles.bullets}>
                      {section.bullets.map((bullet, b) => (
                        <li key={b}>{bullet}</li>
                      ))}
                    </ul>
                  ) : null}
                </article>
              ))}
            </div>
          </section>

          {faq.length > 0 ? (
            <section className="section">
              <div className="container">
                <FaqAccordion title={t('common.faqTitle')} items={faq} />
              </div>
            </section>
          ) : null}

          <section className={`section ${styles.cta}`}>
            <div className="container">
              <h2>{t('common.ctaTitle', { replace: facts })}</h2>
              <p className="lead">{t('common.ctaText', { replace: facts })}</p>
              <LocalizedLink to={bookingPathFor(slug)} className="button button--light">
                {t('common.getStarted')}
              </LocalizedLink>
            </div>
          </section>
        </>
      )}
    </Layout>
  );
}

export const query = graphql`
  query ServicePage($language: String!, $namespaces: [String!]!, $serviceImage: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...LocaleEdges
    }
    image: file(relativePath: { eq: $serviceImage }) {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.5, layout: CONSTRAINED, outputPixelDensities: [0.5, 1, 2])
      }
    }
  }
`;
