import React from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import * as styles from './AboutStory.module.css';

/** Where the contact page lists the three steps of working with us. */
const THREE_STEPS_PATH = '/contact-us#how-title';

interface Props {
  /** The film about the consultancy (GATSBY_ABOUT_VIDEO_URL), or '' when none is configured. */
  filmUrl: string;
}

/**
 * The about page's "How we work with families" band: the film when there is one; without it, what
 * the film would tell (the three steps every family goes through) and a link to them, never a
 * promise of a film that is not there.
 */
export function AboutStory({ filmUrl }: Props) {
  const { t } = useTranslation('about');
  return (
    <section className={`section ${styles.story}`} aria-labelledby="story-title" data-testid="about-story">
      <div className="container">
        <span className="eyebrow">{t('video.eyebrow')}</span>
        <h2 id="story-title">{t('video.title')}</h2>
        {filmUrl ? (
          <>
            <p className="lead">{t('video.text')}</p>
            <a className="button button--light" href={filmUrl} target="_blank" rel="noopener noreferrer">
              {t('video.watch')}
            </a>
          </>
        ) : (
          <>
            <p className="lead">{t('video.withoutFilm.text')}</p>
            <LocalizedLink className="button button--light" to={THREE_STEPS_PATH}>
              {t('video.withoutFilm.link')}
            </LocalizedLink>
          </>
        )}
      </div>
    </section>
  );
}
