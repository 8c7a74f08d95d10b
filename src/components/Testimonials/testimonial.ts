import type { Language } from '@efe/shared/constants';

/** One family's words as the slider shows them. */
export interface Testimonial {
  name: string;
  /** Already sanitized at build time. */
  html: string;
  /** The text's language: the page's, or English where it has no translation. */
  language: Language | null;
}
