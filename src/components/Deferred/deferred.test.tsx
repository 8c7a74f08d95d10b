import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import type { Language } from '@efe/shared/constants';
import { deferred } from './deferred';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A section whose code fails to load the first time, as on a phone losing its signal. */
function flakySection() {
  let attempts = 0;
  const Section = deferred(async () => {
    attempts += 1;
    if (attempts === 1) throw new Error('Loading chunk failed');
    return Greeting;
  }, undefined);
  return Section;
}

// Component tests run as after a first page (test-support/setup-site.ts): sections load at once.
describe('deferred', () => {
  it('loads the component and renders it with its props', async () => {
    const Section = deferred(async () => Greeting, undefined);
    renderWithI18n(<Section name="Sara" />, { namespaces: ['common'] });
    expect(await screen.findByText('Hello Sara')).toBeInTheDocument();
  });

  for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
    it(`says in the page's language when its code cannot load, and tries again on request (${language})`, async () => {
      const Section = flakySection();
      const user = userEvent.setup();
      const { i18n } = renderWithI18n(<Section name="Sara" />, { language, namespaces: ['common'] });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(i18n.t('common:sectionLoad.failed'));
      if (language === 'ar') expect(alert.textContent).toMatch(/[\u0600-\u06FF]/);
      await user.click(within(alert).getByRole('button', { name: i18n.t('common:sectionLoad.retry') }));
      expect(await screen.findByText('Hello Sara')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  }
});
