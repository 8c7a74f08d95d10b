import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../Picture/Picture';
import type { PostImage } from './types';
import * as styles from './PostHeroImage.module.css';

interface Props {
  image: PostImage;
  defaultImage: IGatsbyImageData | null;
}

/** Pixel size reserved for a remote image whose real size is unknown until it loads. */
const REMOTE_WIDTH = 960;
const REMOTE_HEIGHT = 540;

/** The post's picture; the blog's default picture when the post has none. */
export function PostHeroImage({ image, defaultImage }: Props) {
  if (image?.kind === 'remote') {
    return (
      <img
        src={image.src}
        alt=""
        width={REMOTE_WIDTH}
        height={REMOTE_HEIGHT}
        className={styles.image}
        decoding="async"
        referrerPolicy="no-referrer"
        data-testid="post-image"
      />
    );
  }
  const data = image?.kind === 'gatsby' ? image.data : defaultImage;
  if (!data) return null;
  return (
    <div data-testid="post-image">
      <Picture image={data} alt="" className={styles.image} priority />
    </div>
  );
}
