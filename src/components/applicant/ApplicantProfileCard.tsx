import React from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicantProfile } from '@shared/contract/applicant';
import { normalizeRating } from '@shared/candidate';
import { useValueLabels } from '../candidates/use-value-labels';
import { StarRating } from '../candidates/StarRating';
import * as styles from './MyApplication.module.css';

interface Props {
  profile: ApplicantProfile;
  /** Where the profile stands on the website now, in a word ("On our website now"). */
  status: string;
  /** What that means for families, where the status alone does not say it. */
  note: string | null;
}

/** The profile made from an application as families see it on the candidates page, and whether they do now. */
export function ApplicantProfileCard({ profile, status, note }: Props) {
  const { t } = useTranslation('applicant');
  // Roles, languages and countries in the page's language, as the candidates page shows them.
  const { label, list } = useValueLabels();
  const name = `${profile.first_name} ${profile.last_name}`;
  const facts: Array<['roles' | 'languages' | 'ages' | 'country', string | null]> = [
    ['roles', list('roles', profile.roles) || null],
    ['languages', list('languages', profile.languages) || null],
    ['ages', profile.experience_with_ages],
    ['country', profile.country && label('countries', profile.country)],
  ];
  return (
    <div className={styles.profile} data-testid="applicant-profile">
      <p className={profile.shown ? styles.shown : styles.hidden} data-testid="profile-shown">
        {status}
      </p>
      {note ? <p data-testid="profile-note">{note}</p> : null}
      <div className={styles.card}>
        {profile.photo_url ? <img src={profile.photo_url} alt={t('photoOf', { name })} className={styles.photo} width={120} height={120} loading="lazy" /> : null}
        <div>
          <h3 className={styles.name}>
            <bdi>{name}</bdi>
          </h3>
          <dl className={styles.facts}>
            {/* As the candidates page's card and profile show it: no rating given is their default. An API that does not say it: nothing. */}
            {profile.rating !== undefined ? (
              <>
                <dt>{t('dialog.rating', { ns: 'candidates' })}</dt>
                <dd data-testid="profile-rating">
                  <StarRating rating={normalizeRating(profile.rating)} />
                </dd>
              </>
            ) : null}
            {facts
              .filter((fact): fact is [(typeof fact)[0], string] => fact[1] !== null)
              .map(([label, value]) => (
                <React.Fragment key={label}>
                  <dt>{t(label)}</dt>
                  <dd>
                    <bdi>{value}</bdi>
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
      <p className={styles.note}>{t(profile.has_cv ? 'cvPrivate' : 'noCv')}</p>
    </div>
  );
}
