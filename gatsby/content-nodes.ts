/** The fields of each node type gatsby/schema.ts declares, as source-content.ts creates them. */
import type { Language } from '@efe/shared/constants';
import type { Candidate } from '@efe/shared/candidate';

interface InLanguage {
  language: Language;
}

export interface ContentNodes {
  BlogPost: InLanguage & {
    postId: number;
    slug: string;
    position: number;
    title: string;
    contentHtml: string;
    excerpt: string;
    metaDescription: string;
    imageUrl: string | null;
    category: string | null;
    author: string | null;
    contentLanguage: Language;
    categoryLanguage: Language;
    authorLanguage: Language;
    publishedAt: string | null;
    publishedOn: string | null;
  };
  RecentPost: InLanguage & { slug: string; title: string; position: number; contentLanguage: Language; imageUrl: string | null };
  Testimonial: InLanguage & { testimonialId: number | null; position: number; name: string; html: string; contentLanguage: Language };
  Candidate: InLanguage & Omit<Candidate, 'id'> & { teacherId: number; position: number };
  CandidateFilters: { roles: string[]; countries: string[]; languages: string[] };
  /** Null where the API does not say (no GET /api/privacy). */
  PrivacyFacts: { retentionDays: number | null };
  TeamPhoto: { position: number; imageUrl: string };
}
