/** Posts and images shared by the blog component tests. */
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { BlogCardPost, BlogDefaultImages, LatestPost } from './types';

export function fakeImage(src: string): IGatsbyImageData {
  return {
    layout: 'constrained',
    width: 640,
    height: 400,
    images: { fallback: { src, srcSet: `${src} 640w`, sizes: '(min-width: 640px) 640px, 100vw' }, sources: [] },
  };
}

export const defaultImages: BlogDefaultImages = {
  card: fakeImage('/static/default-card.jpg'),
  hero: fakeImage('/static/default-hero.jpg'),
};

export const cards: BlogCardPost[] = [
  {
    slug: 'choosing-a-nanny',
    title: 'Choosing a Nanny in Dubai',
    excerpt: 'What to ask before you hire...',
    category: 'Childcare',
    author: 'Layla Haddad',
    image: fakeImage('/static/nanny.jpg'),
    textLanguage: 'en',
    categoryLanguage: 'en',
    authorLanguage: 'en',
  },
  {
    slug: 'school-assessments',
    title: 'Preparing for a British School Assessment',
    excerpt: 'Most Dubai schools assess children before offering a place...',
    category: null,
    author: null,
    image: null,
    textLanguage: 'en',
    categoryLanguage: 'en',
    authorLanguage: 'en',
  },
  {
    slug: 'governess-or-tutor',
    title: 'Governess or Tutor: Which Does Your Family Need?',
    excerpt: 'A governess follows the whole day; a tutor teaches a subject...',
    category: 'Education',
    author: 'Olga Smirnova',
    image: null,
    textLanguage: 'en',
    categoryLanguage: 'en',
    authorLanguage: 'en',
  },
];

export const latest: LatestPost[] = cards.map(({ slug, title, image, textLanguage }) => ({ slug, title, image, textLanguage }));
