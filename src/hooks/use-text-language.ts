import type { Language } from '@efe/shared/constants';
import { textLanguageAttributes } from '@efe/shared/language';
import { usePageLanguage } from './use-page-language';

/** `lang` and `dir` to spread on a block whose text is in `text`, when that is not the page's language. */
export function useTextLanguage(text: Language | null | undefined): { lang?: Language; dir?: 'ltr' | 'rtl' } {
  return textLanguageAttributes(text, usePageLanguage());
}
