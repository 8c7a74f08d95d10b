import React from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicantProfile } from '@shared/contract/applicant';
import { useValueLabels } from '../candidates/use-value-labels';
import * as styles from './MyApplication.module.css';

/** The profile made from an application as families see it on the candidates page, and whether they do now. */
export function ApplicantProfileCard({ profile }: { profile: ApplicantProfile }) {
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
        {t(profile.shown ? 'profileShown' : 'profileNotShown')}
      </p>
      <div className={styles.card}>
        {profile.photo_url ? <img src={profile.photo_url} alt={t('photoOf', { name })} className={styles.photo} width={120} height={120} loading="lazy" /> : null}
        <div>
          <h3 className={styles.name}>
            <bdi>{name}</bdi>
          </h3>
          <dl className={styles.facts}>
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
