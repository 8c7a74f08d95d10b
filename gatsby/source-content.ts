/**
 * Sources blog posts, recent posts, testimonials, candidates, filter options, the privacy facts
 * and the teacher strip from the content API into typed nodes with stable ids (one function per
 * resource, each answer checked against the contract in fetch-api.ts), downloading remote
 * images so gatsby-plugin-image can serve them optimized.
 */
import type { Reporter, SourceNodesArgs } from 'gatsby';
import { createRemoteFileNode } from 'gatsby-source-filesystem';
import { Type } from '@sinclair/typebox';
import { LANGUAGES, type Language } from '@efe/shared/constants';
import { toCandidate } from '@efe/shared/candidate';
import { BlogPostAnswer, RecentPostAnswer } from '@efe/shared/contract/blog-post';
import { FilterOptions, TeacherAnswer } from '@efe/shared/contract/candidate';
import { PrivacyFacts } from '@efe/shared/contract/privacy';
import { TestimonialAnswer } from '@efe/shared/contract/testimonial';
import { sanitize } from '../src/lib/sanitize';
import { excerpt, metaDescription } from '@efe/shared/text';
import { formatPublishedDate } from '../src/lib/blog-date';
import { ContentApiError, fetchAnswer, fetchNonEmptyList, NOT_FOUND } from './fetch-api';
import type { ContentNodes } from './content-nodes';
import { API_URL, BROWSER_API_URL } from './settings';
import { errorMessage } from '@efe/shared/error-facts';

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
  const posts = await fetchNonEmptyList(withLanguage('/api/blog', language), 'blog posts', BlogPostAnswer);
  await Promise.all(
    posts.map((post, position) => {
      // Excerpts are cut from what the page shows: entities in the text stay text.
      const contentHtml = sanitizeContent(post.content);
      const contentLanguage = post.content_language ?? language;
      const fields = {
        postId: post.id,
        slug: post.slug,
        language,
        // The API's order: the list's order where posts have no published_at.
        position,
        // Empty: the pages show 'Blog Detail' (blog:detail.fallbackTitle) in the page's language.
        title: post.title ?? '',
        contentHtml,
        excerpt: excerpt(contentHtml),
        metaDescription: metaDescription(post.meta_description, contentHtml),
        imageUrl: post.image || null,
        category: post.category || null,
        author: post.author || null,
        contentLanguage,
        categoryLanguage: post.category_language ?? contentLanguage,
        authorLanguage: post.author_language ?? contentLanguage,
        publishedAt: post.published_at ?? null,
        publishedOn: formatPublishedDate(post.published_at, language),
      };
      return create('BlogPost', `${language}:${post.slug}`, fields, post.image || null);
    }),
  );
}

async function sourceRecentPosts(create: CreateNode, language: Language): Promise<void> {
  const posts = await fetchNonEmptyList(withLanguage('/api/blog/recent/blogs', language), 'recent posts', RecentPostAnswer);
  await Promise.all(
    posts.map((post, position) => {
      const imageUrl = post.image || null;
      const fields = { language, slug: post.slug, title: post.title ?? '', contentLanguage: post.content_language ?? language, imageUrl, position };
      return create('RecentPost', `${language}:${post.slug}`, fields, imageUrl);
    }),
  );
}

async function sourceTestimonials(create: CreateNode, language: Language): Promise<void> {
  const items = await fetchNonEmptyList(withLanguage('/api/testimonials', language), 'testimonials', TestimonialAnswer);
  await Promise.all(
    items.map((item, position) =>
      // The seed's contract gives testimonials no id: their place in the list names them then.
      create('Testimonial', `${language}:${item.id ?? `at-${position}`}`, {
        testimonialId: item.id ?? null,
        language,
        position,
        name: item.name,
        html: sanitizeContent(item.testimonial),
        contentLanguage: item.content_language ?? language,
      }),
    ),
  );
}

async function sourceCandidates(create: CreateNode, language: Language): Promise<void> {
  const teachers = await fetchNonEmptyList(withLanguage('/api/teachers', language), 'candidates', TeacherAnswer);
  await Promise.all(
    teachers.map((teacher, position) => {
      const { id, ...candidate } = toCandidate(teacher);
      return create('Candidate', `${language}:${id}`, { ...candidate, teacherId: id, language, position }, candidate.imageUrl);
    }),
  );
}

async function sourceCandidateFilters(create: CreateNode): Promise<void> {
  const url = `${API_URL}/api/teachers/filterforsearch/teacher`;
  // The seed's contract lists the three lists without saying they sit in `data`, as ours do.
  const filters = await fetchAnswer(url, 'candidate filter options', FilterOptions, { bare: true });
  if (!filters.roles.length || !filters.languages.length || !filters.countries.length) {
    throw new ContentApiError(`The content API returned empty filter options at ${url}.`);
  }
  await create('CandidateFilters', 'all', { roles: filters.roles, countries: filters.countries, languages: filters.languages });
}

/**
 * Our API's setting (GET /api/privacy, not in the seed's contract): an API without it (404) leaves
 * the period unstated, and the privacy notice then names no number.
 */
async function sourcePrivacyFacts(create: CreateNode): Promise<void> {
  const url = `${API_URL}/api/privacy`;
  const facts = await fetchAnswer(url, 'privacy facts', PrivacyFacts, { optional: true });
  await create('PrivacyFacts', 'site', { retentionDays: facts === NOT_FOUND ? null : facts.retention_days });
}

/** The strip of teachers' photos on the home page: every candidate's picture, in order. */
async function sourceTeamPhotos(create: CreateNode): Promise<void> {
  const items = await fetchNonEmptyList(`${API_URL}/api/teachers`, 'candidates', Type.Pick(TeacherAnswer, ['image']));
  const photos = items.map((item) => item.image).filter((image): image is string => Boolean(image));
  await Promise.all(photos.map((imageUrl, position) => create('TeamPhoto', imageUrl, { imageUrl, position }, imageUrl)));
}

/** A node as `CreateNode` takes it, made once every answer has been read and checked. */
type PendingNode = Parameters<CreateNode>;

/** Reads and checks every answer of the API; the nodes to make from them, or an error naming what failed. */
async function fetchContent(): Promise<PendingNode[]> {
  const pending: PendingNode[] = [];
  const collect: CreateNode = async (...node) => {
    pending.push(node);
  };
  await Promise.all([
    ...LANGUAGES.flatMap((language) => [
      sourceBlogPosts(collect, language),
      sourceRecentPosts(collect, language),
      sourceTestimonials(collect, language),
      sourceCandidates(collect, language),
    ]),
    sourceCandidateFilters(collect),
    sourcePrivacyFacts(collect),
    sourceTeamPhotos(collect),
  ]);
  return pending;
}

let fetched: Promise<PendingNode[]> | null = null;

/**
 * Reads the API in onPreBootstrap, before any plugin makes a node: a failed answer then stops the
 * build with Gatsby's cache as it was. Stopped in the middle of sourcing, the cache kept the locale
 * files but not every translation node made from them, and the next build published a page with
 * untranslated keys (seen: the Russian privacy notice after an API answer was refused).
 */
export async function prefetchContent(reporter: Reporter): Promise<void> {
  fetched = fetchContent();
  await fetched.catch((error: unknown) => reporter.panic(`Content sourcing failed: ${errorMessage(error)}`));
}

export async function sourceContent(args: SourceNodesArgs): Promise<void> {
  const create = nodeMaker(args);
  try {
    // `gatsby develop` sources again on a refresh, after the one prefetch.
    const nodes = await (fetched ?? fetchContent());
    fetched = null;
    await Promise.all(nodes.map((node) => create(...node)));
  } catch (error) {
    args.reporter.panic(`Content sourcing failed: ${errorMessage(error)}`);
  }
}
