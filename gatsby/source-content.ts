/**
 * Sources blog posts, recent posts, testimonials, candidates, filter options and the teacher
 * strip from the content API into typed nodes with stable ids, downloading remote images so
 * gatsby-plugin-image can serve them optimized.
 */
import type { SourceNodesArgs } from 'gatsby';
import { createRemoteFileNode } from 'gatsby-source-filesystem';
import { LANGUAGES, type Language } from '../src/lib/constants';
import { toCandidate } from '../src/lib/candidate';
import type { BlogPost, RecentPost } from '../src/lib/contract/blog-post';
import type { FilterOptions, Teacher } from '../src/lib/contract/candidate';
import type { PrivacyFacts } from '../src/lib/contract/privacy';
import type { Testimonial } from '../src/lib/contract/testimonial';
import { sanitize } from '../src/lib/sanitize';
import { excerpt, metaDescription } from '../src/lib/text';
import { formatPublishedDate } from '../src/lib/blog-date';
import { ContentApiError, fetchApiJson, fetchNonEmptyList } from './fetch-api';
import { API_URL, BROWSER_API_URL } from './settings';

const withLanguage = (path: string, language: Language) => `${API_URL}${path}?site_language=${language}`;

/** Content images are kept from the origin the policy's img-src allows (security-headers.ts), no other. */
const sanitizeContent = (html: string | null | undefined) => sanitize(html, [BROWSER_API_URL]);

export async function sourceContent(args: SourceNodesArgs): Promise<void> {
  const { actions, createNodeId, createContentDigest, getCache, reporter } = args;
  const downloads = new Map<string, Promise<string>>();

  /** Downloads each distinct image URL once; returns the File node id. */
  function localImage(url: string | null, parentNodeId: string): Promise<string> | null {
    if (!url) return null;
    let pending = downloads.get(url);
    if (!pending) {
      pending = createRemoteFileNode({ url, parentNodeId, createNode: actions.createNode, createNodeId, getCache }).then(
        (file) => file.id,
        (error: unknown) => {
          throw new ContentApiError(`Could not download the image ${url}: ${error instanceof Error ? error.message : error}`);
        },
      );
      downloads.set(url, pending);
    }
    return pending;
  }

  async function create(type: string, key: string, fields: Record<string, unknown>, imageUrl?: string | null) {
    const id = createNodeId(`${type}:${key}`);
    const localImageId = imageUrl ? await localImage(imageUrl, id) : null;
    const node = { ...fields, ...(localImageId ? { localImage: localImageId } : {}) };
    actions.createNode({
      ...node,
      id,
      parent: null,
      children: [],
      internal: { type, contentDigest: createContentDigest(node) },
    });
  }

  const work: Promise<unknown>[] = [];
  for (const language of LANGUAGES) {
    work.push(
      fetchNonEmptyList<BlogPost>(withLanguage('/api/blog', language)).then((posts) =>
        Promise.all(
          posts.map((post) => {
            // Excerpts are cut from what the page shows: entities in the text stay text.
            const contentHtml = sanitizeContent(post.content);
            return create(
              'BlogPost',
              `${language}:${post.slug}`,
              {
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
              },
              post.image,
            );
          }),
        ),
      ),
      fetchNonEmptyList<RecentPost>(withLanguage('/api/blog/recent/blogs', language)).then((posts) =>
        Promise.all(
          posts.map((post, position) =>
            create(
              'RecentPost',
              `${language}:${post.slug}`,
              { language, slug: post.slug, title: post.title, contentLanguage: post.content_language, imageUrl: post.image, position },
              post.image,
            ),
          ),
        ),
      ),
      fetchNonEmptyList<Testimonial>(withLanguage('/api/testimonials', language)).then((items) =>
        Promise.all(
          items.map((item, position) =>
            create('Testimonial', `${language}:${item.id ?? position}`, {
              testimonialId: item.id ?? position,
              language,
              position,
              name: item.name,
              html: sanitizeContent(item.testimonial),
              contentLanguage: item.content_language,
            }),
          ),
        ),
      ),
      fetchNonEmptyList<Teacher>(withLanguage('/api/teachers', language)).then((teachers) =>
        Promise.all(
          teachers.map((teacher, position) => {
            const { id, ...candidate } = toCandidate(teacher);
            return create(
              'Candidate',
              `${language}:${id}`,
              { ...candidate, teacherId: id, language, position },
              candidate.imageUrl,
            );
          }),
        ),
      ),
    );
  }

  work.push(
    fetchApiJson<{ data?: Partial<FilterOptions> }>(`${API_URL}/api/teachers/filterforsearch/teacher`).then((body) => {
      const filters = body?.data;
      if (!filters?.roles?.length || !filters.languages?.length || !filters.countries?.length) {
        throw new ContentApiError(`The content API returned empty filter options at ${API_URL}/api/teachers/filterforsearch/teacher.`);
      }
      return create('CandidateFilters', 'all', {
        roles: filters.roles,
        countries: filters.countries,
        languages: filters.languages,
      });
    }),
    fetchApiJson<{ data?: Partial<PrivacyFacts> }>(`${API_URL}/api/privacy`).then((body) => {
      const days = body?.data?.retention_days;
      if (typeof days !== 'number' || !Number.isInteger(days) || days < 1) {
        throw new ContentApiError(`The content API gave no retention period (data.retention_days) at ${API_URL}/api/privacy.`);
      }
      return create('PrivacyFacts', 'site', { retentionDays: days });
    }),
    fetchNonEmptyList<{ image?: string | null }>(`${API_URL}/api/teachers`).then((items) =>
      Promise.all(
        items
          .map((item) => item.image)
          .filter((image): image is string => Boolean(image))
          .map((imageUrl, position) => create('TeamPhoto', imageUrl, { imageUrl, position }, imageUrl)),
      ),
    ),
  );

  try {
    await Promise.all(work);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    reporter.panic(`Content sourcing failed: ${message}`);
  }
}
