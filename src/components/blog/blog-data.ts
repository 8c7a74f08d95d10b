/**
 * GraphQL fragments shared by the blog templates, and the mapping from their results to the
 * components' shapes. Sizes live here so the list, the post and the fallback ask for the same ones.
 */
import { graphql } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { BlogCardPost, BlogDefaultImages, LatestPost } from './types';

export interface ImageFileNode {
  childImageSharp: { gatsbyImageData: IGatsbyImageData } | null;
}

export interface LatestPostNode {
  slug: string;
  title: string;
  localImage: ImageFileNode | null;
}

export interface BlogCardNode extends LatestPostNode {
  excerpt: string;
  category: string | null;
  author: string | null;
}

export interface DefaultImageNode {
  childImageSharp: { card: IGatsbyImageData; thumb: IGatsbyImageData; hero: IGatsbyImageData } | null;
}

/** What every blog page's query selects for the side column and the default picture. */
export interface BlogSharedData {
  latest: { nodes: LatestPostNode[] };
  defaultImage: DefaultImageNode | null;
}

export interface SiteUrlData {
  site: { siteMetadata: { siteUrl: string } };
}

export const blogLatestPostsFragment = graphql`
  fragment BlogLatestPosts on RecentPostConnection {
    nodes {
      slug
      title
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
      card: gatsbyImageData(width: 640, aspectRatio: 1.6, layout: CONSTRAINED)
      thumb: gatsbyImageData(width: 88, height: 88, layout: FIXED)
      hero: gatsbyImageData(width: 960, aspectRatio: 1.78, layout: CONSTRAINED)
    }
  }
`;

/** The side column and default picture every blog page shows; `$language` is the page query's. */
export const blogSideColumnFragment = graphql`
  fragment BlogSideColumn on Query {
    latest: allRecentPost(filter: { language: { eq: $language } }, sort: { position: ASC }) {
      ...BlogLatestPosts
    }
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
    localImage {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.6, layout: CONSTRAINED)
      }
    }
  }
`;

export function imageOf(file: ImageFileNode | null | undefined): IGatsbyImageData | null {
  return file?.childImageSharp?.gatsbyImageData ?? null;
}

export function latestPostsFrom(nodes: readonly LatestPostNode[]): LatestPost[] {
  return nodes.map((node) => ({ slug: node.slug, title: node.title, image: imageOf(node.localImage) }));
}

export function blogCardsFrom(nodes: readonly BlogCardNode[]): BlogCardPost[] {
  return nodes.map((node) => ({
    slug: node.slug,
    title: node.title,
    excerpt: node.excerpt,
    category: node.category?.trim() || null,
    author: node.author?.trim() || null,
    image: imageOf(node.localImage),
  }));
}

export function defaultImagesFrom(node: DefaultImageNode | null | undefined): BlogDefaultImages {
  const sharp = node?.childImageSharp;
  return { card: sharp?.card ?? null, thumb: sharp?.thumb ?? null, hero: sharp?.hero ?? null };
}
