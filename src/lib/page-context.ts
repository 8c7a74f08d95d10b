/** The context every page is created with (gatsby-node) and reads back (templates, head tags). */
import type { Language } from '@efe/shared/constants';
import type { PageKind } from '@efe/shared/language';

export interface I18nPageContext {
  language: Language;
  languages: Language[];
  defaultLanguage: Language;
  generateDefaultLanguagePage: boolean;
  routed: boolean;
  originalPath: string;
  path: string;
}

export interface PageContext {
  language: Language;
  /** Locale namespaces loaded for this page. */
  namespaces: string[];
  /** Path without the language prefix. */
  originalPath: string;
  kind: PageKind;
  /** Languages this page exists in (hreflang alternates). */
  alternateLanguages: Language[];
  serviceSlug?: string;
  /** src/images path of a service page's illustration. */
  serviceImage?: string;
  blogSlug?: string;
  /** A blog list page: which one of how many; `skip` and `limit` pick its posts in the page query. */
  blogList?: { page: number; count: number };
  skip?: number;
  limit?: number;
  i18n: I18nPageContext;
}
