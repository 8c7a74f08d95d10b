import React, { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Dialog } from '../Dialog/Dialog';
import { CandidatePhoto } from './CandidatePhoto';
import { StarRating } from './StarRating';
import { useValueLabels } from './use-value-labels';
import { usePageLanguage } from '../../hooks/use-page-language';
import { ageRanges, listSeparator } from '../../lib/list-format';
import type { CandidateView } from './candidate-view';
import * as styles from './CandidateDialog.module.css';

interface Props {
  candidate: CandidateView | null;
  placeholder: IGatsbyImageData | null;
  onClose: () => void;
  returnFocusRef: React.RefObject<HTMLElement>;
}

/** Each range isolated left to right, so "0-2, 3-5" keeps its order inside Arabic text. */
function AgeRanges({ text }: { text: string }) {
  const separator = listSeparator(usePageLanguage());
  return (
    <>
      {ageRanges(text).map((range, index) => (
        <Fragment key={index}>
          {index > 0 ? separator : null}
          <bdi dir="ltr">{range}</bdi>
        </Fragment>
      ))}
    </>
  );
}

/** A candidate's full profile, with every display default of SPEC 3 in the page's language. */
export function CandidateDialog({ candidate, placeholder, onClose, returnFocusRef }: Props) {
  const { t } = useTranslation('candidates');
  const { label, list } = useValueLabels();

  return (
    <Dialog
      open={candidate !== null}
      onClose={onClose}
      title={candidate?.name ?? ''}
      closeLabel={t('dialog.close')}
      returnFocusRef={returnFocusRef}
      size="wide"
      testId="candidate-dialog"
    >
      {candidate ? (
        <div className={styles.profile}>
          <CandidatePhoto candidate={candidate} placeholder={placeholder} className={styles.photo} loading="eager" />
          <div className={styles.details}>
            <dl className={styles.facts}>
              <div>
                <dt>{t('dialog.rating')}</dt>
                <dd>
                  <StarRating rating={candidate.rating} />
                </dd>
              </div>
              <div>
                <dt>{t('dialog.languages')}</dt>
                <dd>{candidate.languages.length > 0 ? list('languages', candidate.languages) : t('defaults.languages')}</dd>
              </div>
              <div>
                <dt>{t('dialog.roles')}</dt>
                <dd>{candidate.roles.length > 0 ? list('roles', candidate.roles) : t('defaults.roles')}</dd>
              </div>
              {candidate.country ? (
                <div>
                  <dt>{t('dialog.country')}</dt>
                  <dd>{label('countries', candidate.country)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('dialog.experience')}</dt>
                <dd>{candidate.experienceWithAges ? <AgeRanges text={candidate.experienceWithAges} /> : t('defaults.experience')}</dd>
              </div>
            </dl>
            <h3 className={styles.aboutTitle}>{t('dialog.description')}</h3>
            <p className={styles.description}>{candidate.description ?? t('defaults.description')}</p>
            {candidate.cvUrl ? (
              <a className="button" href={candidate.cvUrl} download target="_blank" rel="noopener noreferrer">
                {t('dialog.downloadCv')}
              </a>
            ) : (
              <p className={styles.noCv}>{t('defaults.cv')}</p>
            )}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
