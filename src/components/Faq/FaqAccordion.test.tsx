import React from 'react';
import { render, screen } from '@testing-library/react';
import { renderServerHtml } from '../../../test-support/server-render';
import { FaqAccordion } from './FaqAccordion';

const items = [
  { question: 'First?', answer: 'One.' },
  { question: 'Second?', answer: 'Two.' },
  { question: 'Third?', answer: 'Three.' },
];

// Opening, closing and one-at-a-time are the browser's own (<details name>), tested in Chromium:
// e2e/first-paint.spec.ts, e2e/keyboard.spec.ts, e2e/no-script.spec.ts.
describe('FaqAccordion', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('writes every answer into the page, each question a closed <details> of one group', () => {
    const html = renderServerHtml(<FaqAccordion title="FAQ" items={items} />);
    for (const item of items) expect(html).toContain(item.answer);
    document.body.innerHTML = html;
    const details = Array.from(document.querySelectorAll('details'));
    expect(details).toHaveLength(items.length);
    expect(new Set(details.map((element) => element.getAttribute('name'))).size).toBe(1);
    expect(details.every((element) => !element.open)).toBe(true);
  });

  it('puts each question in its summary as a heading, the answer after it', () => {
    render(<FaqAccordion title="FAQ" items={items} />);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(items.map((item) => item.question));
    for (const heading of headings) expect(heading.closest('summary')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'FAQ' })).toBeInTheDocument();
  });

  it('gives two accordions on one page groups of their own', () => {
    render(
      <>
        <FaqAccordion title="A" items={items} />
        <FaqAccordion title="B" items={items} />
      </>,
    );
    expect(new Set(Array.from(document.querySelectorAll('details')).map((element) => element.getAttribute('name'))).size).toBe(2);
  });
});
