import React from 'react';
import { Helmet } from 'react-helmet';
import { useTranslation } from 'react-i18next';
import type { PageContext } from '../../lib/page-context';
import { alternateLinks, canonicalUrl, ogAlternateLocales, ogLocale } from '../../lib/head';
import { absoluteUrl } from '@efe/shared/language';
import { useSiteUrl } from '../../hooks/use-site-url';

interface Props {
  pageContext: Pick<PageContext, 'language' | 'originalPath' | 'alternateLanguages'>;
  title?: string;
  description?: string;
  /** Absolute URL or site path of the sharing image. */
  image?: string | null;
  type?: 'website' | 'article';
  jsonLd?: object | object[];
  /** The 404 page must not be indexed. */
  noindex?: boolean;
  children?: React.ReactNode;
}

const DEFAULT_OG_IMAGE = '/og-default.jpg';

export function Seo({ pageContext, title, description, image, type = 'website', jsonLd, noindex, children }: Props) {
  const { t } = useTranslation('common');
  const siteUrl = useSiteUrl();
  const input = { siteUrl, ...pageContext };
  const brand = t('brand');
  const fullTitle = title ? (title.includes(brand) ? title : `${title} | ${brand}`) : t('seo.defaultTitle');
  const metaDescription = description || t('seo.defaultDescription');
  const canonical = canonicalUrl(input);
  const imageUrl = image ? (/^https?:/.test(image) ? image : absoluteUrl(siteUrl, image)) : absoluteUrl(siteUrl, DEFAULT_OG_IMAGE);
  const structured = jsonLd ? (Array.isArray(jsonLd) ? jsonLd : [jsonLd]) : [];

  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {noindex ? null : <link rel="canonical" href={canonical} />}
      {noindex
        ? null
        : alternateLinks(input).map((link) => (
            <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
          ))}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:locale" content={ogLocale(pageContext.language)} />
      {ogAlternateLocales(input).map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={locale} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      {structured.map((item, index) => (
        <script key={index} type="application/ld+json">
          {JSON.stringify(item).replace(/</g, '\\u003c')}
        </script>
      ))}
      {children}
    </Helmet>
  );
}
