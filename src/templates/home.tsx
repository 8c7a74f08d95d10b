import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/Seo/Seo';
import { Hero } from '../components/Hero/Hero';
import { TeamStrip } from '../components/TeamStrip/TeamStrip';
import { ServicesGrid } from '../components/ServicesGrid/ServicesGrid';
import { WhyUs } from '../components/WhyUs/WhyUs';
import { ContactSection } from '../components/ContactSection/ContactSection';
import { organizationJsonLd } from '../lib/json-ld';
import { absoluteUrl } from '@efe/shared/language';
import { imageData } from '../lib/image-data';
import type { PageContext } from '../lib/page-context';
import { useSiteUrl } from '../hooks/use-site-url';

export default function HomePage({ data, pageContext }: PageProps<Queries.HomePageQuery, PageContext>) {
  const { t } = useTranslation(['home', 'common']);
  const siteUrl = useSiteUrl();

  const photos = data.teamPhotos.nodes.flatMap((node) => {
    const image = imageData(node.localImage);
    return image ? [{ key: node.id, image }] : [];
  });
  const serviceImages: Record<string, IGatsbyImageData | undefined> = {};
  for (const node of data.serviceImages.nodes) {
    serviceImages[node.name] = imageData(node.childImageSharp) ?? undefined;
  }

  return (
    <Layout pageKind="page">
      <Seo
        pageContext={pageContext}
        title={t('home:meta.title')}
        description={t('home:meta.description')}
        jsonLd={organizationJsonLd({
          name: t('common:brand'),
          url: absoluteUrl(siteUrl, '/'),
          logo: absoluteUrl(siteUrl, '/favicon-32.png'),
          address: t('common:footer.address'),
          description: t('home:meta.description'),
        })}
      />
      <Hero image={imageData(data.hero)} />
      <TeamStrip photos={photos} />
      <ServicesGrid images={serviceImages} />
      <WhyUs />
      <ContactSection namespace="home" />
    </Layout>
  );
}

export const query = graphql`
  query HomePage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...LocaleEdges
    }
    hero: file(relativePath: { eq: "hero.jpg" }) {
      childImageSharp {
        gatsbyImageData(width: 720, aspectRatio: 1.6, layout: CONSTRAINED, placeholder: NONE, outputPixelDensities: [0.5, 1, 2])
      }
    }
    teamPhotos: allTeamPhoto(sort: { position: ASC }) {
      nodes {
        id
        localImage {
          childImageSharp {
            gatsbyImageData(width: 220, height: 275, layout: CONSTRAINED, placeholder: DOMINANT_COLOR, outputPixelDensities: [1, 2])
          }
        }
      }
    }
    serviceImages: allFile(filter: { relativeDirectory: { eq: "services" } }) {
      nodes {
        name
        childImageSharp {
          gatsbyImageData(width: 420, aspectRatio: 1.5, layout: CONSTRAINED, outputPixelDensities: [1, 2])
        }
      }
    }
  }
`;
