import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { imageData, imageSrc } from './image-data';

const image: IGatsbyImageData = {
  layout: 'constrained',
  width: 420,
  height: 280,
  images: { fallback: { src: '/static/a/420.jpg', srcSet: '/static/a/420.jpg 420w', sizes: '420px' }, sources: [] },
};

describe('imageData', () => {
  it('finds the image in a File node or its childImageSharp', () => {
    expect(imageData({ childImageSharp: { gatsbyImageData: image } })).toBe(image);
    expect(imageData({ gatsbyImageData: image })).toBe(image);
  });

  it('is null for a node without an image (a file sharp could not process) and for no node', () => {
    expect(imageData({ childImageSharp: null })).toBeNull();
    expect(imageData(null)).toBeNull();
    expect(imageData(undefined)).toBeNull();
  });
});

describe('imageSrc', () => {
  it('is the fallback file', () => {
    expect(imageSrc(image)).toBe('/static/a/420.jpg');
    expect(imageSrc(null)).toBeUndefined();
  });
});
