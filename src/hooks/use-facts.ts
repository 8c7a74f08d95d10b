import { useMemo } from 'react';
import { copyFacts } from '@efe/shared/constants';
import { usePageLanguage } from './use-page-language';

/** The business numbers as interpolation values, formatted for the page's language. */
export function useFacts(): Record<string, string> {
  const language = usePageLanguage();
  return useMemo(() => copyFacts(language), [language]);
}
