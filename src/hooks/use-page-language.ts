import { useI18next } from 'gatsby-plugin-react-i18next';
import { isLanguage } from '../lib/language';
import { DEFAULT_LANGUAGE, type Language } from '../lib/constants';

/** The language of the page being shown (from the page context, never from the browser). */
export function usePageLanguage(): Language {
  const { language } = useI18next();
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
