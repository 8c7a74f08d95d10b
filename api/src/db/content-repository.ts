/**
 * Read side of the content tables. Each query picks the requested language's translation and
 * falls back to English per item, so a post missing in Arabic still shows (in English).
 * Media columns hold file names; callers turn them into URLs (the answers' types name URLs).
 */
import { DEFAULT_LANGUAGE, type Language } from '@efe/shared/constants';
import type { BlogPost } from '@efe/shared/contract/blog-post';
import type { Teacher } from '@efe/shared/contract/candidate';
import type { Testimonial } from '@efe/shared/contract/testimonial';
import type { ListOrText } from '@efe/shared/contract/schema-parts';
import type { Db } from './connection';
import { on, sql } from './sql';
import { decodeListOrText } from './list-or-text';
import { candidateName } from '@efe/shared/candidate';

/** The language to read for item `owner`: the requested one if that item has it, else English. */
function chosenLanguage(table: string, ownerColumn: string, owner: string): string {
  return `COALESCE(
    (SELECT language FROM ${table} WHERE ${ownerColumn} = ${owner} AND language = @language),
    (SELECT language FROM ${table} WHERE ${ownerColumn} = ${owner} AND language = @fallback))`;
}

/**
 * The category and author fall back to English one by one, each with its own language: a post
 * translated into Arabic whose editor filled them in on the English tab only still shows them
 * (marked English, as a whole post in English is).
 */
const BLOG_SELECT = `
  SELECT p.id, p.slug, t.title, t.content, p.image,
         COALESCE(t.category, e.category) AS category, COALESCE(t.author, e.author) AS author,
         t.meta_description, p.published_at, t.language AS content_language,
         CASE WHEN t.category IS NULL AND e.category IS NOT NULL THEN e.language ELSE t.language END AS category_language,
         CASE WHEN t.author IS NULL AND e.author IS NOT NULL THEN e.language ELSE t.language END AS author_language
  FROM blog_posts p
  JOIN blog_post_translations t
    ON t.post_id = p.id AND t.language = ${chosenLanguage('blog_post_translations', 'post_id', 'p.id')}
  LEFT JOIN blog_post_translations e ON e.post_id = p.id AND e.language = @fallback`;

const NEWEST_FIRST = 'ORDER BY p.published_at DESC, p.id DESC';

interface InLanguage {
  language: Language;
  fallback: Language;
}
type StoredCandidate = Omit<Teacher, 'roles' | 'language' | 'cv_on_request'> & { roles: string | null; language: string | null; cv_on_request: number };

const BLOG_POSTS = sql<InLanguage & { limit: number }, BlogPost>(`${BLOG_SELECT} ${NEWEST_FIRST} LIMIT @limit`);
const BLOG_POST = sql<InLanguage & { slug: string }, BlogPost>(`${BLOG_SELECT} WHERE p.slug = @slug`);
const TESTIMONIALS = sql<InLanguage, Testimonial>(
  `SELECT s.id, t.name, t.testimonial, t.language AS content_language
   FROM testimonials s
   JOIN testimonial_translations t
     ON t.testimonial_id = s.id AND t.language = ${chosenLanguage('testimonial_translations', 'testimonial_id', 's.id')}
   ORDER BY s.position, s.id`,
);
/**
 * The published candidates. The CV of a profile made from an application is not offered: its
 * applicant agreed to families being sent it privately, never to the site showing it. That there
 * is one is said (cv_on_request), neither its name nor its address.
 */
const CANDIDATES = sql<InLanguage, StoredCandidate>(
  `SELECT c.id, c.first_name, c.last_name, c.roles, c.language, c.image, c.rating, d.description, d.language AS description_language,
          c.experience_with_ages, CASE WHEN c.application_id IS NULL THEN c.attach_cv END AS attach_cv, c.country,
          c.application_id IS NOT NULL AND c.attach_cv IS NOT NULL AS cv_on_request
   FROM candidates c
   LEFT JOIN candidate_descriptions d
     ON d.candidate_id = c.id AND d.language = ${chosenLanguage('candidate_descriptions', 'candidate_id', 'c.id')}
   WHERE c.published = 1
   ORDER BY c.position, c.id`,
);
const CANDIDATE_NAME = sql<[number], { first_name: string; last_name: string }>('SELECT first_name, last_name FROM candidates WHERE id = ? AND published = 1');
const FACETS = sql<[], { roles: string | null; language: string | null; country: string | null }>('SELECT roles, language, country FROM candidates WHERE published = 1');

export class ContentRepository {
  constructor(private readonly db: Db) {}

  blogPosts(language: Language, limit = -1): BlogPost[] {
    return on(this.db, BLOG_POSTS).all({ language, fallback: DEFAULT_LANGUAGE, limit });
  }

  blogPost(slug: string, language: Language): BlogPost | undefined {
    return on(this.db, BLOG_POST).get({ slug, language, fallback: DEFAULT_LANGUAGE });
  }

  testimonials(language: Language): Testimonial[] {
    return on(this.db, TESTIMONIALS).all({ language, fallback: DEFAULT_LANGUAGE });
  }

  candidates(language: Language): Teacher[] {
    return on(this.db, CANDIDATES)
      .all({ language, fallback: DEFAULT_LANGUAGE })
      .map((row) => ({ ...row, roles: decodeListOrText(row.roles), language: decodeListOrText(row.language), cv_on_request: row.cv_on_request === 1 }));
  }

  /** The name the site shows for a candidate, or undefined when there is none with that id. */
  candidateName(id: number): string | undefined {
    const row = on(this.db, CANDIDATE_NAME).get(id);
    return row && candidateName(row.first_name, row.last_name);
  }

  /** Raw roles, languages and countries of every candidate, for the filter options. */
  candidateFacets(): Array<{ roles: ListOrText; language: ListOrText; country: string | null }> {
    return on(this.db, FACETS)
      .all()
      .map((row) => ({
        roles: decodeListOrText(row.roles),
        language: decodeListOrText(row.language),
        country: row.country,
      }));
  }
}
