import React, { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { HEADER_SERVICE_SLUGS } from '@efe/shared/routes';
import * as styles from './Header.module.css';

interface Props {
  id?: string;
  /** The header bar's list is a popover (ServicesPopover); the phone menu's is inside a <details>. */
  popover?: 'auto';
  onNavigate: () => void;
}

/** The seven service pages, as the services list of the header bar and of the phone menu. */
export const ServiceLinks = forwardRef<HTMLUListElement, Props>(function ServiceLinks({ id, popover, onNavigate }, ref) {
  const { t } = useTranslation('common');
  return (
    <ul ref={ref} id={id} popover={popover} className={styles.dropdownList}>
      {HEADER_SERVICE_SLUGS.map((slug) => (
        <li key={slug}>
          <LocalizedLink to={`/${slug}`} className={styles.dropdownLink} activeClassName={styles.active} onClick={onNavigate}>
            {t(`serviceNames.${slug}`)}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
});
