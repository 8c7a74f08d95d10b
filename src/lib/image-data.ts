import type { IGatsbyImageData } from 'gatsby-plugin-image';

/** A picture as the page queries select it (types by graphqlTypegen): a File or its childImageSharp. */
export type ImageNode =
  | { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null }
  | { readonly gatsbyImageData: IGatsbyImageData };

/**
 * The processed image of a picture node, as gatsby-plugin-image's getImage finds it. Ours so that
 * no page imports that package's runtime: its browser component costs about 30 KB per page
 * (components/Picture draws the pictures).
 */
export function imageData(node: ImageNode | null | undefined): IGatsbyImageData | null {
  if (!node) return null;
  return 'gatsbyImageData' in node ? node.gatsbyImageData : (node.childImageSharp?.gatsbyImageData ?? null);
}

/** The URL of the image's fallback (JPEG or PNG) file, as getSrc gives it. */
export function imageSrc(image: IGatsbyImageData | null | undefined): string | undefined {
  return image?.images.fallback?.src;
}
