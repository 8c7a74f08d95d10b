import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import * as styles from './Picture.module.css';

interface Props {
  /** Processed at build time by gatsby-plugin-image (gatsbyImageData in a page query). */
  image: IGatsbyImageData;
  alt: string;
  /** The rendered width per viewport, so the browser picks the smallest file that is sharp. */
  sizes: string;
  className?: string;
}

/**
 * A below-the-fold picture as plain HTML: AVIF and WebP sources, a lazy <img> with its width and
 * height (so its box is reserved) and the dominant colour behind it while it loads. Unlike
 * GatsbyImage it needs no JavaScript and no inline script per picture, which matters where a page
 * shows dozens of them (the team strip).
 */
export function Picture({ image, alt, sizes, className }: Props) {
  const { fallback, sources = [] } = image.images;
  return (
    <picture className={styles.picture}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={className}
        style={image.backgroundColor ? { backgroundColor: image.backgroundColor } : undefined}
      />
    </picture>
  );
}
