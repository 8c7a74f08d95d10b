import React, { Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { I18nTestProviders } from './render-with-i18n';
import { renderServerHtml } from './server-render';

/** A page with one deferred section in its <main>, as the tests of components/Deferred hydrate it. */
export interface DeferredSectionPage {
  /** The page's HTML as the server sends it, in the document: the section's HTML in full. */
  container: HTMLDivElement;
  /** Hydrates that HTML with the client's section; the caller unmounts the root. */
  hydrate(section: React.ReactNode): Root;
}

export function deferredSectionPage(i18n: I18n, serverSection: React.ReactNode): DeferredSectionPage {
  const page = (section: React.ReactNode) => (
    <I18nTestProviders i18n={i18n} language="en">
      <main>{section}</main>
    </I18nTestProviders>
  );
  const container = document.createElement('div');
  container.innerHTML = renderServerHtml(
    page(
      <div data-deferred="">
        <Suspense fallback={null}>{serverSection}</Suspense>
      </div>,
    ),
  );
  document.body.append(container);
  return { container, hydrate: (section) => hydrateRoot(container, page(section)) };
}
