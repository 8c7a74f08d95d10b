import React from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { BLOG_BASE_PATH } from '@efe/shared/routes';

/** What a post page shows when there is no such post (or the API could not be asked). */
export function BlogPostNotFound() {
  const { t } = useTranslation('blog');
  return (
    <>
      <p className="lead">{t('detail.notFoundText')}</p>
      <LocalizedLink to={BLOG_BASE_PATH} className="button">
        {t('detail.backToBlog')}
      </LocalizedLink>
    </>
  );
}
