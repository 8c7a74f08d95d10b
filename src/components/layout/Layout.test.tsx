import React from 'react';
import { useStaticQuery } from 'gatsby';
import { I18nTestProviders, createTestI18n } from '../../../test-support/render-with-i18n';
import { renderServerHtml } from '../../../test-support/server-render';
import { Seo } from '../Seo/Seo';
import { Layout } from './Layout';

beforeAll(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ site: { siteMetadata: { siteUrl: 'https://example.test' } } });
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
});

describe('Layout', () => {
  it("gives each of the main's sections a hydration boundary of its own, and none to the head's <Seo> or an empty slot", () => {
    const showNotice = false;
    const html = renderServerHtml(
      <I18nTestProviders i18n={createTestI18n('en', ['common'])} language="en">
        <Layout pageKind="page">
          <Seo pageContext={{ language: 'en', originalPath: '/', alternateLanguages: [] }} title="Home" />
          {showNotice ? <section>Notice</section> : null}
          <section>One</section>
          <section>Two</section>
        </Layout>
      </I18nTestProviders>,
    );
    // React marks each server-rendered Suspense boundary with <!--$-->: the header, two sections, the footer.
    expect(html.match(/<!--\$-->/g)).toHaveLength(4);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main.match(/<!--\$--><section>/g)).toHaveLength(2);
  });
});
