import React from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_CONSENT_FIELD, PROFILE_CONSENT_GIVEN, PROFILE_CONSENT_VERSION, profileConsentKey } from '@efe/shared/profile-consent';
import { PRIVACY_PATH } from '@efe/shared/routes';
import { LocalizedLink } from '../LocalizedLink';
import * as styles from './ApplicationForm.module.css';

interface Props {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The optional consent to a profile families may see, in the wording of the version the API
 * records (shared/profile-consent.ts); the application is sent either way. Named as the API reads
 * it, so a box ticked before the form's code ran is taken in (lib/entered-values.ts).
 */
export function ProfileConsent({ id, checked, onChange }: Props) {
  const { t } = useTranslation('consent');
  return (
    <div className={styles.consent} data-testid="profile-consent">
      <input
        id={id}
        type="checkbox"
        name={PROFILE_CONSENT_FIELD}
        value={PROFILE_CONSENT_GIVEN}
        checked={checked}
        aria-describedby={`${id}-more`}
        className={styles.checkbox}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <div>
        <label htmlFor={id}>{t(profileConsentKey(PROFILE_CONSENT_VERSION))}</label>
        <p id={`${id}-more`} className={styles.consentMore}>
          {t('profile.optional')} <LocalizedLink to={`${PRIVACY_PATH}#privacy-profiles`}>{t('profile.howLong')}</LocalizedLink>
        </p>
      </div>
    </div>
  );
}
