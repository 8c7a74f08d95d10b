/**
 * GraphQL fragments shared by the blog templates, and the mapping from their results (typed by
 * Gatsby's graphqlTypegen) to the components' shapes. Sizes live here so the list, the post and
 * the fallback ask for the same ones. Each picture is made only in the widths the layouts show at
 * 1x and 2x (docs/performance.md): a card is at most 404 px wide (400 and 800 made), the
 * post's picture at most 836 px (600 and 1,200, the uploads' width), a thumbnail 88 px (88, 176).
 */
import { graphql } from 'gatsby';
import { imageData } from '../../lib/image-data';
import { languageOrNull } from '@efe/shared/language';
import type { BlogCardPost, BlogDefaultImages, LatestPost } from './types';

export const blogLatestPostsFragment = graphql`
  fragment BlogLatestPosts on RecentPostConnection {
    nodes {
      slug
      title
      contentLanguage
      localImage {
        childImageSharp {
          gatsbyImageData(width: 88, height: 88, layout: FIXED)
        }
      }
    }
  }
`;

export const blogDefaultImagesFragment = graphql`
  fragment BlogDefaultImages on File {
    childImageSharp {
      card: gatsbyImageData(width: 640, aspectRatio: 1.6, layout: CONSTRAINED, outputPixelDensities: [0.625, 1.25], sizes: "(min-width: 640px) 404px, 100vw")
      hero: gatsbyImageData(width: 960, aspectRatio: 1.78, layout: CONSTRAINED, outputPixelDensities: [0.625, 1.25])
    }
  }
`;

/**
 * The default picture every blog page may show (a card's, a post's). The side column of latest
 * posts is not in the pages' queries: it is a slice of its own (src/slices/latest-posts.tsx).
 */
export const blogDefaultImageFragment = graphql`
  fragment BlogDefaultImage on Query {
    defaultImage: file(relativePath: { eq: "blog-default.jpg" }) {
      ...BlogDefaultImages
    }
  }
`;

export const blogCardFieldsFragment = graphql`
  fragment BlogCardFields on BlogPost {
    slug
    title
    excerpt
    category
    author
    contentLanguage
    categoryLanguage
    authorLanguage
    localImage {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.6, layout: CONSTRAINED, outputPixelDensities: [0.625, 1.25], sizes: "(min-width: 640px) 404px, 100vw")
      }
    }
  }
`;

export function latestPostsFrom(nodes: Queries.BlogLatestPostsFragment['nodes']): LatestPost[] {
  return nodes.map((node) => ({ slug: node.slug, title: node.title, image: imageData(node.localImage), textLanguage: languageOrNull(node.contentLanguage) }));
}

export function blogCardsFrom(nodes: readonly Queries.BlogCardFieldsFragment[]): BlogCardPost[] {
  return nodes.map((node) => ({
    slug: node.slug,
    title: node.title,
    excerpt: node.excerpt,
    category: node.category?.trim() || null,
    author: node.author?.trim() || null,
    image: imageData(node.localImage),
    textLanguage: languageOrNull(node.contentLanguage),
    categoryLanguage: languageOrNull(node.categoryLanguage),
    authorLanguage: languageOrNull(node.authorLanguage),
  }));
}

export function defaultImagesFrom(node: Queries.BlogDefaultImagesFragment | null): BlogDefaultImages {
  const sharp = node?.childImageSharp;
  return { card: sharp?.card ?? null, hero: sharp?.hero ?? null };
}
