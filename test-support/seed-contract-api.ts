/**
 * A stand-in for the consultancy's first API: it answers the seed's contract and nothing more
 * (the calls and fields the product specification lists; no id on testimonials, no
 * content_language, published_at or description_language, no GET /api/privacy), with fields left
 * out, null or empty where the site has a fallback. The site must build against it
 * (scripts/seed-contract-build.ts).
 */
import fs from 'fs';
import http from 'http';
import path from 'path';
import { portOf } from '../api/test/support/server';

const PICTURE = fs.readFileSync(path.resolve(__dirname, '../src/images/about-1.jpg'));

/** Slugs and names the build check looks for. */
export const SEED_CONTRACT = {
  fullPost: 'a-post-with-every-field',
  bareTitlePost: 'a-post-without-a-title',
  barePost: 'a-post-with-only-its-text',
  fullCandidate: 'Maria Santos',
  bareCandidate: 'Grace',
  testimonialNames: ['Amira K.', 'Olga P.'],
} as const;

function postsOf(origin: string) {
  return [
    {
      id: 3,
      slug: SEED_CONTRACT.fullPost,
      title: 'Choosing a nanny in Dubai',
      content: '<p>What to ask a nanny before the trial month.</p>',
      image: `${origin}/pictures/nanny.jpg`,
      category: 'Nannies',
      author: 'Layla Hassan',
      meta_description: 'Questions for a nanny.',
    },
    { id: 2, slug: SEED_CONTRACT.bareTitlePost, title: '', content: '<p>A post whose title was left empty.</p>', image: '', category: '', author: null, meta_description: null },
    { id: 1, slug: SEED_CONTRACT.barePost, content: '<p>Only the text of this post was given.</p>' },
  ];
}

function answers(origin: string, posts: ReturnType<typeof postsOf>): Record<string, unknown> {
  return {
    '/api/testimonials': {
      data: [
        { name: SEED_CONTRACT.testimonialNames[0], testimonial: '<p>Our governess changed our mornings.</p>' },
        { name: SEED_CONTRACT.testimonialNames[1], testimonial: '<p>A tutor who listens.</p>' },
      ],
    },
    '/api/blog': { data: posts },
    '/api/blog/recent/blogs': { data: posts.map(({ slug, title, image }) => ({ slug, title, image })) },
    '/api/teachers': {
      data: [
        {
          id: 7,
          first_name: 'Maria',
          last_name: 'Santos',
          roles: '["Nanny","Governess"]',
          language: 'English, Tagalog',
          image: `${origin}/pictures/maria.jpg`,
          rating: 4,
          description: 'Warm and patient.',
          experience_with_ages: '0-5',
          attach_cv: '',
          country: 'Philippines',
        },
        { id: 8, first_name: SEED_CONTRACT.bareCandidate, last_name: '', roles: '', language: null, image: null, rating: null },
      ],
    },
    '/api/teachers/filterforsearch/teacher': { roles: ['Nanny', 'Governess'], countries: ['Philippines'], languages: ['English', 'Arabic'] },
  };
}

export interface SeedContractApi {
  url: string;
  close(): Promise<void>;
}

export function startSeedContractApi(): Promise<SeedContractApi> {
  return new Promise((resolve) => {
    const server = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname.startsWith('/pictures/')) {
        response.writeHead(200, { 'content-type': 'image/jpeg' }).end(PICTURE);
        return;
      }
      const origin = `http://127.0.0.1:${portOf(server)}`;
      const posts = postsOf(origin);
      const slug = /^\/api\/blog\/([a-z0-9-]+)$/.exec(url.pathname)?.[1];
      const post = slug && slug !== 'recent' ? posts.find((item) => item.slug === slug) : undefined;
      const body = slug && slug !== 'recent' ? post && { data: post } : answers(origin, posts)[url.pathname];
      if (!body) {
        response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Not found' }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    server.listen(0, '127.0.0.1', () => {
      resolve({ url: `http://127.0.0.1:${portOf(server)}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
