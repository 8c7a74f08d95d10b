/**
 * Sources blog posts, recent posts, testimonials, candidates, filter options, the privacy facts
 * and the teacher strip from the content API into typed nodes with stable ids (one function per
 * resource, each answer checked against the contract in fetch-api.ts), downloading remote
 * images so gatsby-plugin-image can serve them optimized.
 */
import type { SourceNodesArgs } from 'gatsby';
import { createRemoteFileNode } from 'gatsby-source-filesystem';
import { Type } from '@sinclair/typebox';
import { LANGUAGES, type Language } from '../src/lib/constants';
import { toCandidate } from '../src/lib/candidate';
import { BlogPost, RecentPost } from '../src/lib/contract/blog-post';
import { FilterOptions, Teacher } from '../src/lib/contract/candidate';
import { PrivacyFacts } from '../src/lib/contract/privacy';
import { Testimonial } from '../src/lib/contract/testimonial';
import { sanitize } from '../src/lib/sanitize';
import { excerpt, metaDescription } from '../src/lib/text';
import { formatPublishedDate } from '../src/lib/blog-date';
import { ContentApiError, fetchAnswer, fetchNonEmptyList } from './fetch-api';
import type { ContentNodes } from './content-nodes';
import { API_URL, BROWSER_API_URL } from './settings';
import { errorMessage } from '../src/lib/error-facts';

const withLanguage = (path: string, language: Language) => `${API_URL}${path}?site_language=${language}`;

/** Content images are kept from the origin the policy's img-src allows (security-headers.ts), no other. */
const sanitizeContent = (html: string | null | undefined) => sanitize(html, [BROWSER_API_URL]);

/** Makes a node of one of the types of gatsby/schema.ts, with its picture downloaded when it has one. */
type CreateNode = <Type extends keyof ContentNodes>(type: Type, key: string, fields: ContentNodes[Type], imageUrl?: string | null) => Promise<void>;

function nodeMaker({ actions, createNodeId, createContentDigest, getCache }: SourceNodesArgs): CreateNode {
  const downloads = new Map<string, Promise<string>>();

  /** Downloads each distinct image URL once; returns the File node id. */
  function localImage(url: string, parentNodeId: string): Promise<string> {
    let pending = downloads.get(url);
    if (!pending) {
      pending = createRemoteFileNode({ url, parentNodeId, createNode: actions.createNode, createNodeId, getCache }).then(
        (file) => file.id,
        (error: unknown) => {
          throw new ContentApiError(`Could not download the image ${url}: ${errorMessage(error)}`);
        },
      );
      downloads.set(url, pending);
    }
    return pending;
  }

  return async (type: string, key: string, fields: object, imageUrl?: string | null) => {
    const id = createNodeId(`${type}:${key}`);
    const localImageId = imageUrl ? await localImage(imageUrl, id) : null;
    const node = { ...fields, ...(localImageId ? { localImage: localImageId } : {}) };
    actions.createNode({ ...node, id, parent: null, children: [], internal: { type, contentDigest: createContentDigest(node) } });
  };
}

async function sourceBlogPosts(create: CreateNode, language: Language): Promise<void> {
  const posts = await fetchNonEmptyList(withLanguage('/api/blog', language), 'blog posts', BlogPost);
  await Promise.all(
    posts.map((post) => {
      // Excerpts are cut from what the page shows: entities in the text stay text.
      const contentHtml = sanitizeContent(post.content);
      const fields = {
        postId: post.id,
        slug: post.slug,
        language,
        title: post.title,
        contentHtml,
        excerpt: excerpt(contentHtml),
        metaDescription: metaDescription(post.meta_description, contentHtml),
        imageUrl: post.image,
        category: post.category,
        author: post.author,
        contentLanguage: post.content_language,
        publishedAt: post.published_at ?? null,
        publishedOn: formatPublishedDate(post.published_at, language),
      };
      return create('BlogPost', `${language}:${post.slug}`, fields, post.image);
    }),
  );
}

async function sourceRecentPosts(create: CreateNode, language: Language): Promise<void> {
  const posts = await fetchNonEmptyList(withLanguage('/api/blog/recent/blogs', language), 'recent posts', RecentPost);
  await Promise.all(
    posts.map((post, position) => {
      const fields = { language, slug: post.slug, title: post.title, contentLanguage: post.content_language, imageUrl: post.image, position };
      return create('RecentPost', `${language}:${post.slug}`, fields, post.image);
    }),
  );
}

async function sourceTestimonials(create: CreateNode, language: Language): Promise<void> {
  const items = await fetchNonEmptyList(withLanguage('/api/testimonials', language), 'testimonials', Testimonial);
  await Promise.all(
    items.map((item, position) =>
      create('Testimonial', `${language}:${item.id}`, {
        testimonialId: item.id,
        language,
        position,
        name: item.name,
        html: sanitizeContent(item.testimonial),
        contentLanguage: item.content_language,
      }),
    ),
  );
}

async function sourceCandidates(create: CreateNode, language: Language): Promise<void> {
  const teachers = await fetchNonEmptyList(withLanguage('/api/teachers', language), 'candidates', Teacher);
  await Promise.all(
    teachers.map((teacher, position) => {
      const { id, ...candidate } = toCandidate(teacher);
      return create('Candidate', `${language}:${id}`, { ...candidate, teacherId: id, language, position }, candidate.imageUrl);
    }),
  );
}

async function sourceCandidateFilters(create: CreateNode): Promise<void> {
  const url = `${API_URL}/api/teachers/filterforsearch/teacher`;
  const filters = await fetchAnswer(url, 'candidate filter options', FilterOptions);
  if (!filters.roles.length || !filters.languages.length || !filters.countries.length) {
    throw new ContentApiError(`The content API returned empty filter options at ${url}.`);
  }
  await create('CandidateFilters', 'all', { roles: filters.roles, countries: filters.countries, languages: filters.languages });
}

async function sourcePrivacyFacts(create: CreateNode): Promise<void> {
  const url = `${API_URL}/api/privacy`;
  const { retention_days: days } = await fetchAnswer(url, 'privacy facts', PrivacyFacts);
  if (!Number.isInteger(days) || days < 1) throw new ContentApiError(`The content API gave no retention period (data.retention_days) at ${url}.`);
  await create('PrivacyFacts', 'site', { retentionDays: days });
}

/** The strip of teachers' photos on the home page: every candidate's picture, in order. */
async function sourceTeamPhotos(create: CreateNode): Promise<void> {
  const items = await fetchNonEmptyList(`${API_URL}/api/teachers`, 'candidates', Type.Pick(Teacher, ['image']));
  const photos = items.map((item) => item.image).filter((image): image is string => Boolean(image));
  await Promise.all(photos.map((imageUrl, position) => create('TeamPhoto', imageUrl, { imageUrl, position }, imageUrl)));
}

export async function sourceContent(args: SourceNodesArgs): Promise<void> {
  const create = nodeMaker(args);
  try {
    await Promise.all([
      ...LANGUAGES.flatMap((language) => [
        sourceBlogPosts(create, language),
        sourceRecentPosts(create, language),
        sourceTestimonials(create, language),
        sourceCandidates(create, language),
      ]),
      sourceCandidateFilters(create),
      sourcePrivacyFacts(create),
      sourceTeamPhotos(create),
    ]);
  } catch (error) {
    args.reporter.panic(`Content sourcing failed: ${errorMessage(error)}`);
  }
}
