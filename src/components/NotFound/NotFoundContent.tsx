import React from 'react';
import { useTranslation } from 'react-i18next';
import { Seo } from '../Seo/Seo';
import { LocalizedLink } from '../LocalizedLink';
import type { PageContext } from '../../lib/page-context';
import notFoundIllustration from '../../images/not-found.svg';
import * as styles from './NotFoundContent.module.css';

interface Props {
  pageContext: Pick<PageContext, 'language' | 'originalPath' | 'alternateLanguages'>;
}

/**
 * The not-found page's head and body, in the page's language. One component for the 404 pages
 * and the blog's fallback (an address that can be no post, a slug the API has no post for), so
 * the fallback hydrates the 404 HTML the server sent without a difference.
 */
export function NotFoundContent({ pageContext }: Props) {
  const { t } = useTranslation('common');
  return (
    <>
      <Seo pageContext={pageContext} title={t('notFound.metaTitle')} description={t('notFound.metaDescription')} noindex />
      <section className={`section ${styles.notFound}`} data-testid="not-found">
        <div className="container">
          <img src={notFoundIllustration} alt="" width={480} height={320} className={styles.illustration} />
          <h1>{t('notFound.title')}</h1>
          <p className="lead">{t('notFound.text')}</p>
          <p className={styles.backText}>{t('notFound.backHome')}</p>
          <LocalizedLink to="/" className="button">
            {t('notFound.home')}
          </LocalizedLink>
        </div>
      </section>
    </>
  );
}
