import React from 'react';
import type { ApplicantProfile } from '@efe/shared/contract/applicant';
import { ProfileSummary } from '../profile/ProfileSummary';
import * as styles from './MyApplication.module.css';

interface Props {
  profile: ApplicantProfile;
  /** Where the profile stands on the website now, in a word ("On our website now"). */
  status: string;
  /** What that means for families, where the status alone does not say it. */
  note: string | null;
  /** What becomes of the CV: whom it is sent to, or that there is none. */
  cv: string;
}

/** The profile made from an application as families see it on the candidates page, and whether they do now. */
export function ApplicantProfileCard({ profile, status, note, cv }: Props) {
  return (
    <div className={styles.profile} data-testid="applicant-profile">
      <p className={profile.shown ? styles.shown : styles.hidden} data-testid="profile-shown">
        {status}
      </p>
      {note ? <p data-testid="profile-note">{note}</p> : null}
      <ProfileSummary profile={profile} ns="applicant" heading="h3" />
      <p className={styles.note}>{cv}</p>
    </div>
  );
}
