import React from 'react';
import { screen, within } from '@testing-library/react';
import { LANGUAGES } from '@efe/shared/constants';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { AboutStory } from './AboutStory';

/** "Film" in each language's copy: promised only when there is one. */
const FILM = /film|فيلم|фильм/i;

describe('AboutStory', () => {
  it.each(LANGUAGES)('without a film tells the three steps and links to them, never to a film (%s)', (language) => {
    const { i18n } = renderWithI18n(<AboutStory filmUrl="" />, { language, namespaces: ['about'] });
    const band = screen.getByTestId('about-story');
    expect(band).not.toHaveTextContent(FILM);
    const link = within(band).getByRole('link', { name: i18n.t('about:video.withoutFilm.link') });
    expect(link).toHaveAttribute('href', `${language === 'en' ? '' : `/${language}`}/contact-us#how-title`);
  });

  it.each(LANGUAGES)('with a film says so and links to it (%s)', (language) => {
    const { i18n } = renderWithI18n(<AboutStory filmUrl="https://video.example.com/our-story" />, { language, namespaces: ['about'] });
    const band = screen.getByTestId('about-story');
    expect(band).toHaveTextContent(FILM);
    expect(within(band).getByRole('link', { name: i18n.t('about:video.watch') })).toHaveAttribute('href', 'https://video.example.com/our-story');
  });
});
