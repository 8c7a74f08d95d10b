import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from './FaqAccordion';

const items = [
  { question: 'First?', answer: 'One.' },
  { question: 'Second?', answer: 'Two.' },
  { question: 'Third?', answer: 'Three.' },
];

describe('FaqAccordion', () => {
  it('starts closed with plus icons', () => {
    render(<FaqAccordion title="FAQ" items={items} />);
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('One.')).not.toBeVisible();
  });

  it('opens one item at a time and closes the open one on a second click', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion title="FAQ" items={items} />);
    const [first, second] = screen.getAllByRole('button');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('One.')).toBeVisible();
    expect(first.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'minus');

    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('One.')).not.toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(second.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'plus');
  });

  it('is operable from the keyboard and links each button to its answer', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion title="FAQ" items={items} />);
    await user.tab();
    const first = screen.getAllByRole('button')[0];
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent('One.');
  });
});
