import React from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicantProfile } from '@shared/contract/applicant';
import { ProfileSummary } from '../profile/ProfileSummary';
import * as styles from './MyApplication.module.css';

/** The profile made from an application as families see it on the candidates page, and whether they do now. */
export function ApplicantProfileCard({ profile }: { profile: ApplicantProfile }) {
  const { t } = useTranslation('applicant');
  return (
    <div className={styles.profile} data-testid="applicant-profile">
      <p className={profile.shown ? styles.shown : styles.hidden} data-testid="profile-shown">
        {t(profile.shown ? 'profileShown' : 'profileNotShown')}
      </p>
      <ProfileSummary profile={profile} ns="applicant" heading="h3" />
      <p className={styles.note}>{t(profile.has_cv ? 'cvPrivate' : 'noCv')}</p>
    </div>
  );
}
