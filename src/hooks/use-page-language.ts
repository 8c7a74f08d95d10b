import { useTranslation } from 'react-i18next';
import { isLanguage } from '@efe/shared/language';
import { DEFAULT_LANGUAGE, type Language } from '@efe/shared/constants';

/**
 * The language of the page being shown. gatsby-plugin-react-i18next makes each page's i18next
 * instance with the page context's language (never the browser's), so this is that language;
 * asked of react-i18next, which every page loads anyway, rather than of the plugin's
 * `useI18next`, whose module brings the plugin's Link and helpers into every page's JavaScript.
 */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
