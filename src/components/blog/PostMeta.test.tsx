import React from 'react';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { PostMeta } from './PostMeta';

describe('PostMeta', () => {
  it('shows the category, the author and the date in the page language', () => {
    renderWithI18n(<PostMeta category="Школа" author="Анна" publishedOn="3 марта 2026 г." publishedAt="2026-03-03T09:00:00Z" />, {
      language: 'ru',
      namespaces: ['blog'],
    });
    expect(screen.getByTestId('post-category')).toHaveTextContent('Школа');
    expect(screen.getByTestId('post-author')).toHaveTextContent('Автор: Анна');
    expect(screen.getByTestId('post-date')).toHaveAttribute('dateTime', '2026-03-03T09:00:00Z');
    expect(screen.getByTestId('post-date')).toHaveTextContent('Опубликовано 3 марта 2026 г.');
  });

  it('leaves out what the post lacks, and renders nothing when it lacks everything', () => {
    const { container, rerender } = renderWithI18n(<PostMeta category={null} author="Anna" />, { namespaces: ['blog'] });
    expect(screen.queryByTestId('post-category')).toBeNull();
    expect(screen.queryByTestId('post-date')).toBeNull();
    expect(screen.getByTestId('post-author')).toBeInTheDocument();
    rerender(<PostMeta category={null} author={null} publishedOn="3 March 2026" publishedAt={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks a category and an author that fell back to English each with its language, on an Arabic page', () => {
    renderWithI18n(<PostMeta category="Nannies" author="Layla Haddad" categoryLanguage="en" authorLanguage="ar" />, { language: 'ar', namespaces: ['blog'] });
    expect(screen.getByTestId('post-category')).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('post-category')).toHaveAttribute('dir', 'ltr');
    // The author is in the page's own language: nothing to mark.
    expect(screen.getByTestId('post-author').querySelector('[lang]')).toBeNull();
  });
});
