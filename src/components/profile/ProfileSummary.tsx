import React from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicantProfile } from '@efe/shared/contract/applicant';
import { normalizeRating } from '@efe/shared/candidate';
import { useValueLabels } from '../candidates/use-value-labels';
import { StarRating } from '../candidates/StarRating';
import * as styles from './ProfileSummary.module.css';

interface Props {
  /** What the card shows of a candidate (whether the site shows her is the page's to say). */
  profile: Omit<ApplicantProfile, 'shown'>;
  /** The page's namespace, which names the facts (roles, languages, ages, country) and the photo. */
  ns: 'applicant' | 'shortlist';
  heading: 'h2' | 'h3';
  headingId?: string;
}

/**
 * A candidate's photo, name, rating, facts and description as the candidates page shows them, in the
 * page's language: what an applicant's page shows of the profile made from the application, and
 * what a family's shortlist shows of each candidate.
 */
export function ProfileSummary({ profile, ns, heading: Heading, headingId }: Props) {
  const { t } = useTranslation(ns);
  // Roles, languages and countries in the page's language, as the candidates page shows them.
  const { label, list } = useValueLabels();
  const name = `${profile.first_name} ${profile.last_name}`;
  const rating = normalizeRating(profile.rating);
  const facts: Array<['roles' | 'languages' | 'ages' | 'country', string | null]> = [
    ['roles', list('roles', profile.roles) || null],
    ['languages', list('languages', profile.languages) || null],
    ['ages', profile.experience_with_ages],
    ['country', profile.country && label('countries', profile.country)],
  ];
  return (
    <>
      <div className={styles.card}>
        {profile.photo_url ? <img src={profile.photo_url} alt={t('photoOf', { name })} className={styles.photo} width={120} height={120} loading="lazy" /> : null}
        <div>
          <Heading id={headingId} className={styles.name}>
            <bdi>{name}</bdi>
          </Heading>
          <dl className={styles.facts}>
            {/* As the candidates page's card and profile show it: stars only for a rating given. */}
            {rating !== null ? (
              <>
                <dt>{t('dialog.rating', { ns: 'candidates' })}</dt>
                <dd data-testid="profile-rating">
                  <StarRating rating={rating} />
                </dd>
              </>
            ) : null}
            {facts
              .filter((fact): fact is [(typeof fact)[0], string] => fact[1] !== null)
              .map(([key, value]) => (
                <React.Fragment key={key}>
                  <dt>{t(key)}</dt>
                  <dd>
                    {/* Age ranges ("0-2, 3-5") have no letters to take a direction from: they read left to right in Arabic too. */}
                    <bdi dir={key === 'ages' ? 'ltr' : undefined}>{value}</bdi>
                  </dd>
                </React.Fragment>
              ))}
          </dl>
        </div>
      </div>
      {profile.description ? (
        <p dir="auto" className={styles.description}>
          {profile.description}
        </p>
      ) : null}
    </>
  );
}
