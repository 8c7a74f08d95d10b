import React from 'react';
import { within } from '@testing-library/react';
import { renderWithI18n } from '../../test-support/render-with-i18n';
import { BlogPagination } from './blog/BlogPagination';
import { CandidatePagination } from './candidates/CandidatePagination';

describe('the pagers\' arrows point the way each step goes in the page\'s reading direction', () => {
  it.each([
    ['en', 'left', 'right'],
    ['ru', 'left', 'right'],
    ['ar', 'right', 'left'],
  ] as const)('%s: back points %s, forward %s, drawn (the Arabic fonts turn the characters ‹ › round)', (language, back, forward) => {
    const blog = renderWithI18n(<BlogPagination page={2} count={3} />, { language, namespaces: ['blog'] });
    const candidates = renderWithI18n(<CandidatePagination page={2} totalPages={3} onChange={() => undefined} />, { language, namespaces: ['candidates'] });
    for (const { container } of [blog, candidates]) {
      const pager = within(container);
      expect(pager.getByTestId('step-arrow-back')).toHaveAttribute('data-points', back);
      expect(pager.getByTestId('step-arrow-forward')).toHaveAttribute('data-points', forward);
      expect(pager.getByTestId('step-arrow-forward').textContent).toBe('');
    }
    blog.unmount();
    candidates.unmount();
  });
});
