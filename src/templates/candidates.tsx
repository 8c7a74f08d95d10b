import React, { useMemo } from 'react';
import { graphql, type PageProps } from 'gatsby';
import { imageData } from '../lib/image-data';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/Seo/Seo';
import { PageBanner } from '../components/PageBanner/PageBanner';
import { CandidateList } from '../components/candidates/CandidateList';
import { DeferredApplicationForm } from '../components/ApplicationForm/DeferredApplicationForm';
import { fromNode } from '../components/candidates/candidate-view';
import { useFilterOptions } from '../components/candidates/use-filter-options';
import type { FilterOptions } from '@efe/shared/contract/candidate';
import type { PageContext } from '../lib/page-context';
import * as styles from './candidates.module.css';

const NO_OPTIONS: FilterOptions = { roles: [], countries: [], languages: [] };

/** /candidate-details: the candidate search, then the career application form. */
export default function CandidatesPage({ data, pageContext }: PageProps<Queries.CandidatesPageQuery, PageContext>) {
  const { t } = useTranslation(['candidates', 'forms']);
  const built = useMemo(() => data.allCandidate.nodes.map(fromNode), [data.allCandidate.nodes]);
  const placeholder = imageData(data.placeholder);
  const options = useFilterOptions(data.candidateFilters ?? NO_OPTIONS);

  return (
    <Layout pageKind="page">
      <Seo pageContext={pageContext} title={t('candidates:meta.title')} description={t('candidates:meta.description')} />
      <PageBanner title={t('candidates:banner')} lead={t('candidates:lead')} />

      <section className="section" aria-label={t('candidates:banner')}>
        <div className="container">
          <CandidateList built={built} options={options} placeholder={placeholder} />
        </div>
      </section>

      <section id="apply" className={`section section--cream ${styles.apply}`} aria-labelledby="apply-title">
        <div className={`container ${styles.applyInner}`}>
          <h2 id="apply-title">{t('forms:application.title')}</h2>
          <p className="lead">{t('forms:application.text')}</p>
          <DeferredApplicationForm roles={options.roles} languages={options.languages} countries={options.countries} />
        </div>
      </section>
    </Layout>
  );
}

// The photo size (320) is CANDIDATE_PHOTO_PX in candidate-view.ts; GraphQL cannot import it.
export const query = graphql`
  query CandidatesPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...LocaleEdges
    }
    allCandidate(filter: { language: { eq: $language } }, sort: { position: ASC }) {
      nodes {
        teacherId
        name
        roles
        languages
        imageUrl
        rating
        description
        descriptionLanguage
        experienceWithAges
        cvUrl
        cvOnRequest
        country
        localImage {
          childImageSharp {
            gatsbyImageData(width: 320, height: 320, layout: CONSTRAINED, outputPixelDensities: [1, 2])
          }
        }
      }
    }
    candidateFilters {
      roles
      countries
      languages
    }
    placeholder: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "candidate-placeholder.jpg" }) {
      childImageSharp {
        gatsbyImageData(width: 320, height: 320, layout: CONSTRAINED, outputPixelDensities: [1, 2])
      }
    }
  }
`;
