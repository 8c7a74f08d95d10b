import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/Seo/Seo';
import { PageBanner } from '../components/PageBanner/PageBanner';
import { Picture } from '../components/Picture/Picture';
import { Steps } from '../components/Steps/Steps';
import { AboutStory } from '../components/AboutStory/AboutStory';
import { DeferredTestimonials } from '../components/Testimonials/DeferredTestimonials';
import { useFacts } from '../hooks/use-facts';
import { imageData } from '../lib/image-data';
import type { PageContext } from '../lib/page-context';
import { directionOf } from '@efe/shared/language';
import vettedIcon from '../images/deliver/vetted.svg';
import matchingIcon from '../images/deliver/matching.svg';
import supportIcon from '../images/deliver/support.svg';
import growthIcon from '../images/deliver/growth.svg';
import * as styles from './about.module.css';
import { languageOrNull } from '@efe/shared/language';

const DELIVER_ICONS = [vettedIcon, matchingIcon, supportIcon, growthIcon];
/** An optional film about the consultancy; without one the band tells the three steps instead. */
const VIDEO_URL = process.env.GATSBY_ABOUT_VIDEO_URL || '';


export default function AboutPage({ data, pageContext }: PageProps<Queries.AboutPageQuery, PageContext>) {
  const { t } = useTranslation('about');
  const facts = useFacts();
  const alts = t('images', { returnObjects: true });
  const rtl = directionOf(pageContext.language) === 'rtl';

  return (
    <Layout pageKind="page">
      <Seo pageContext={pageContext} title={t('meta.title')} description={t('meta.description')} />
      <PageBanner title={t('banner')} lead={t('lead', { replace: facts })} />

      <section className="section" aria-label={t('whatWeDo.title')}>
        <div className="container">
          <ul className={styles.gallery}>
            {data.images.nodes.map((node, index) => {
              const image = imageData(node.childImageSharp);
              return image ? (
                <li key={node.name}>
                  <Picture image={image} alt={alts[index] ?? ''} className={styles.galleryImage} />
                </li>
              ) : null;
            })}
          </ul>
          <div className={styles.whatWeDo}>
            <div>
              <span className="eyebrow">{t('whatWeDo.eyebrow')}</span>
              <h2>{t('whatWeDo.title')}</h2>
            </div>
            <div>
              {t('whatWeDo.paragraphs', { returnObjects: true, replace: facts }).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </div>
        </div>
      </section>

      <AboutStory filmUrl={VIDEO_URL} />

      <section className="section section--cream" aria-labelledby="deliver-title">
        <div className="container">
          <span className="eyebrow">{t('deliver.eyebrow')}</span>
          <h2 id="deliver-title">{t('deliver.title')}</h2>
          <ul className={`grid-list grid-list--4 ${styles.deliver} ${rtl ? 'rtl' : ''}`} data-testid="deliver-list">
            {t('deliver.items', { returnObjects: true, replace: facts }).map((item, index) => (
              <li key={index} className={styles.deliverItem}>
                <img src={DELIVER_ICONS[index % DELIVER_ICONS.length]} alt="" width={48} height={48} className={styles.icon} />
                <h3>{item.title}</h3>
                <p>{item.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="process-title">
        <div className="container">
          <span className="eyebrow">{t('process.eyebrow')}</span>
          <h2 id="process-title">{t('process.title')}</h2>
          <p className="lead">{t('process.text', { replace: facts })}</p>
          <Steps steps={t('process.steps', { returnObjects: true, replace: facts })} />
          <h3 className={styles.feesTitle}>{t('fees.title')}</h3>
          <ul className={styles.fees}>
            {t('fees.items', { returnObjects: true, replace: facts }).map((item, index) => (
              <li key={index}>
                <strong>{item.title}</strong>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <DeferredTestimonials
        items={data.testimonials.nodes.map((node) => ({ name: node.name, html: node.html, language: languageOrNull(node.contentLanguage) }))}
      />
    </Layout>
  );
}

export const query = graphql`
  query AboutPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...LocaleEdges
    }
    images: allFile(filter: { relativeDirectory: { eq: "" }, name: { regex: "/^about-[1-4]$/" } }, sort: { name: ASC }) {
      nodes {
        name
        childImageSharp {
          gatsbyImageData(width: 300, aspectRatio: 1.333, layout: CONSTRAINED, outputPixelDensities: [1, 2])
        }
      }
    }
    testimonials: allTestimonial(filter: { language: { eq: $language } }, sort: { position: ASC }) {
      nodes {
        testimonialId
        name
        html
        contentLanguage
      }
    }
  }
`;
