/** The head tags of a page as data: canonical, hreflang alternates, Open Graph. Pure, tested. */
import { DEFAULT_LANGUAGE, type Language } from '@efe/shared/constants';
import { absoluteUrl, localizePath } from '@efe/shared/language';

export interface HeadInput {
  siteUrl: string;
  language: Language;
  /** Path without language prefix. */
  originalPath: string;
  alternateLanguages: readonly Language[];
}

export interface AlternateLink {
  hrefLang: string;
  href: string;
}

const OG_LOCALES: Record<Language, string> = { en: 'en_GB', ar: 'ar_AE', ru: 'ru_RU' };

export function canonicalUrl({ siteUrl, language, originalPath }: HeadInput): string {
  return absoluteUrl(siteUrl, localizePath(originalPath, language));
}

export function alternateLinks({ siteUrl, originalPath, alternateLanguages }: HeadInput): AlternateLink[] {
  const links: AlternateLink[] = alternateLanguages.map((language) => ({
    hrefLang: language,
    href: absoluteUrl(siteUrl, localizePath(originalPath, language)),
  }));
  const fallback = alternateLanguages.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : alternateLanguages[0];
  if (fallback) links.push({ hrefLang: 'x-default', href: absoluteUrl(siteUrl, localizePath(originalPath, fallback)) });
  return links;
}

export function ogLocale(language: Language): string {
  return OG_LOCALES[language];
}

export function ogAlternateLocales(input: HeadInput): string[] {
  return input.alternateLanguages.filter((language) => language !== input.language).map(ogLocale);
}
