import { graphql } from 'gatsby';

/** Used by every page query: `locales: allLocale(filter: ...) { ...LocaleEdges }`. */
export const localeEdgesFragment = graphql`
  fragment LocaleEdges on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;
