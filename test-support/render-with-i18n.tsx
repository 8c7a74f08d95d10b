/**
 * Renders a component the way a page does: an i18next instance with the real locale files of the
 * chosen language, plus gatsby-plugin-react-i18next's page context (read by usePageLanguage).
 */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { I18nextContext } from 'gatsby-plugin-react-i18next';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { LANGUAGES, type Language } from '@efe/shared/constants';

const LOCALES_DIR = path.join(__dirname, '..', 'locales');

function readNamespace(language: Language, namespace: string): Record<string, unknown> {
  const file = path.join(LOCALES_DIR, language, `${namespace}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** A synchronous i18next instance loaded with `locales/<language>/<namespace>.json` files. */
export function createTestI18n(language: Language, namespaces: readonly string[]): I18n {
  const instance = i18next.createInstance();
  const resources = { [language]: Object.fromEntries(namespaces.map((ns) => [ns, readNamespace(language, ns)])) };
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: [...namespaces],
    defaultNS: namespaces[0],
    resources,
    initImmediate: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}

export function I18nTestProviders({
  i18n,
  language,
  originalPath = '/',
  children,
}: {
  i18n: I18n;
  language: Language;
  /** The page's path without its language prefix. */
  originalPath?: string;
  children: React.ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <I18nextContext.Provider
        value={{
          language,
          languages: [...LANGUAGES],
          defaultLanguage: 'en',
          routed: language !== 'en',
          originalPath,
          path: language === 'en' ? '/' : `/${language}/`,
          siteUrl: '',
          generateDefaultLanguagePage: false,
        }}
      >
        {children}
      </I18nextContext.Provider>
    </I18nextProvider>
  );
}

export interface I18nRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  language?: Language;
  namespaces: readonly string[];
  originalPath?: string;
}

export function renderWithI18n(
  ui: React.ReactElement,
  { language = 'en', namespaces, originalPath, ...options }: I18nRenderOptions,
): RenderResult & { i18n: I18n } {
  const i18n = createTestI18n(language, namespaces);
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <I18nTestProviders i18n={i18n} language={language} originalPath={originalPath}>
      {children}
    </I18nTestProviders>
  );
  return { ...render(ui, { wrapper, ...options }), i18n };
}
