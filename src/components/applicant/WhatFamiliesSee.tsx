import React from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicApplication } from '@efe/shared/contract/applicant';
import { consentStands } from '@efe/shared/profile-consent';
import { ApplicantProfileCard } from './ApplicantProfileCard';

/**
 * What families see of the applicant, true in each state: the profile as they see it (or would,
 * once published), whether it is on the website, and why not; without a profile, what one would
 * show if the consent stands, or that nothing is shown without it. `leaving`: the consent was just
 * withdrawn while the profile was on the website, which keeps it until its next update. The CV
 * is sent to a family only while the consent stands.
 */
export function WhatFamiliesSee({ application, leaving }: { application: PublicApplication; leaving: boolean }) {
  const { t } = useTranslation('applicant');
  const { profile } = application;
  const standing = consentStands(application);
  if (!profile) return <p data-testid="profile-none">{t(standing ? 'profileNone' : 'profileNoneWithoutConsent')}</p>;
  const status = leaving ? 'profileLeaving' : profile.shown ? 'profileShown' : 'profileNotShown';
  const note = leaving || profile.shown ? null : standing ? 'profileDraft' : 'profileWithoutConsent';
  // Only a standing consent lets a family be sent the CV: without it the CV goes to no one.
  const cv = !profile.has_cv ? 'noCv' : standing ? 'cvPrivate' : 'cvNotSent';
  return <ApplicantProfileCard profile={profile} status={t(status)} note={note && t(note)} cv={t(cv)} />;
}
