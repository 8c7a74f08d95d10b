import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { TEACHER_STRIP } from '@efe/shared/constants';
import { MIN_PHOTOS_PER_HALF, TeamStrip, stripRepeats, type TeamPhoto } from './TeamStrip';

function photo(name: string): TeamPhoto {
  const image: IGatsbyImageData = {
    layout: 'constrained',
    width: 220,
    height: 275,
    images: { fallback: { src: `/static/${name}.jpg`, srcSet: `/static/${name}.jpg 220w`, sizes: '220px' }, sources: [] },
  };
  return { image, key: name };
}

const TEAM = ['amina', 'grace', 'maria', 'olga', 'rana'].map(photo);

describe('stripRepeats', () => {
  it('repeats few photos until each half is wide enough, and many photos once', () => {
    expect(stripRepeats(0)).toBe(0);
    expect(stripRepeats(1)).toBe(MIN_PHOTOS_PER_HALF);
    expect(stripRepeats(5)).toBe(3);
    expect(stripRepeats(MIN_PHOTOS_PER_HALF)).toBe(1);
    expect(stripRepeats(30)).toBe(1);
  });
});

describe('TeamStrip', () => {
  it('shows a spinner with a status text while there are no photos', () => {
    const { i18n } = renderWithI18n(<TeamStrip photos={[]} />, { namespaces: ['home'] });
    expect(screen.getByRole('status')).toHaveTextContent(i18n.t('home:teachers.loading'));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('reads each photo once with its alt text and hides the visual copies', () => {
    const { i18n } = renderWithI18n(<TeamStrip photos={TEAM} />, { namespaces: ['home'] });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const named = screen.getAllByRole('img', { name: i18n.t('home:teachers.imageAlt') });
    expect(named).toHaveLength(TEAM.length);
    expect(screen.getByTestId('team-strip-second')).toHaveAttribute('aria-hidden', 'true');
    // Both halves hold the same photos, so moving by half the rail is seamless.
    const first = screen.getByTestId('team-strip-first').querySelectorAll('li');
    const second = screen.getByTestId('team-strip-second').querySelectorAll('li');
    expect(first).toHaveLength(TEAM.length * stripRepeats(TEAM.length));
    expect(second).toHaveLength(first.length);
  });

  it('moves one photo per TEACHER_STRIP.speedMs, 10px apart', () => {
    renderWithI18n(<TeamStrip photos={TEAM} />, { namespaces: ['home'] });
    const rail = screen.getByTestId('team-strip-rail');
    const perHalf = TEAM.length * stripRepeats(TEAM.length);
    expect(rail.style.getPropertyValue('--strip-duration')).toBe(`${perHalf * TEACHER_STRIP.speedMs}ms`);
    expect(rail.style.getPropertyValue('--strip-gap')).toBe(`${TEACHER_STRIP.spaceBetweenPx}px`);
  });

  it('has a pause button that stops the motion and then plays it again', async () => {
    const user = userEvent.setup();
    renderWithI18n(<TeamStrip photos={TEAM} />, { namespaces: ['home'] });
    const rail = screen.getByTestId('team-strip-rail');
    expect(rail).toHaveAttribute('data-paused', 'false');

    await user.click(screen.getByRole('button', { name: 'Pause the moving pictures' }));
    expect(rail).toHaveAttribute('data-paused', 'true');
    expect(rail).toHaveClass('railPaused');
    const play = screen.getByRole('button', { name: 'Play the moving pictures' });
    expect(play).toHaveFocus();

    await user.click(play);
    expect(rail).toHaveAttribute('data-paused', 'false');
    expect(rail).not.toHaveClass('railPaused');
    expect(screen.getByRole('button', { name: 'Pause the moving pictures' })).toBeInTheDocument();
  });

  it('puts the strip in the tab order (CSS pauses it on focus) and moves the other way in Arabic', async () => {
    const user = userEvent.setup();
    const { i18n } = renderWithI18n(<TeamStrip photos={TEAM} />, { language: 'ar', namespaces: ['home'] });
    await user.tab();
    expect(screen.getByTestId('team-strip-viewport')).toHaveFocus();
    expect(screen.getByTestId('team-strip-rail')).toHaveClass('railRtl');
    expect(within(screen.getByTestId('team-strip')).getByRole('button', { name: i18n.t('home:teachers.pause') })).toBeInTheDocument();
  });
});
