import React, { Fragment, useDeferredValue } from 'react';
import { useOnDemand } from '../../hooks/use-on-demand';
import { useTranslation } from 'react-i18next';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Dialog } from '../Dialog/Dialog';
import { CandidatePhoto } from './CandidatePhoto';
import { StarRating } from './StarRating';
import { useValueLabels } from './use-value-labels';
import { usePageLanguage } from '../../hooks/use-page-language';
import { ageRanges, listSeparator } from '../../lib/list-format';
import { textLanguageAttributes } from '@efe/shared/language';
import { loadFontAhead } from '../../lib/load-font-ahead';
import type { CandidateView } from './candidate-view';
import * as styles from './CandidateDialog.module.css';

/** The profile's labels, set bold (PROFILE_LABEL_WEIGHT: CandidateDialog.module.css). */
const PROFILE_LABELS = ['dialog.rating', 'dialog.languages', 'dialog.roles', 'dialog.country', 'dialog.experience'] as const;
const PROFILE_LABEL_WEIGHT = 700;

/**
 * Asks for the face of the labels' bold text as the dialog's code comes (after the visitor's first
 * gesture, CandidateList): fetched at the tap, its arrival laid the open profile out a second time.
 * Here, not in the list, to keep it out of the candidates page's first view.
 */
export function loadLabelFace(t: (key: (typeof PROFILE_LABELS)[number]) => string): void {
  loadFontAhead(PROFILE_LABEL_WEIGHT, PROFILE_LABELS.map(t).join(' '));
}

export interface CandidateDialogProps {
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

type InquiryProps = { candidate: { id: number; name: string } };

/**
 * "Ask about …": the button, then the form in its place. The form's code (Formik, Yup) loads
 * only when asked for, so the candidates page's first view does not carry it; if it cannot load,
 * the visitor is told so in the page's language and can try again.
 */
function AskAbout({ candidate }: { candidate: CandidateView }) {
  const { t } = useTranslation('candidates', { keyPrefix: 'inquiry' });
  const { state, Component: Inquiry, load } = useOnDemand<InquiryProps>(() => import('./CandidateInquiry').then((module) => module.default));
  const firstName = candidate.name.split(' ')[0] || candidate.name;

  if (Inquiry) return <Inquiry candidate={candidate} />;
  return (
    <>
      <button type="button" className="button" onClick={load} disabled={state === 'loading'} aria-busy={state === 'loading'} data-testid="ask-about">
        {t('ask', { name: firstName })}
      </button>
      {state === 'failed' ? (
        <p className="problem-note" role="alert" data-testid="inquiry-load-failed">
          {t('loadFailed')}
        </p>
      ) : null}
    </>
  );
}

/**
 * A candidate's full profile, with every display default (docs/product-rules.md, Candidates) in the
 * page's language. The tap that opens it gets the dialog (her name, the close button) in its own
 * frame; her profile fills it in the render after, which React may interrupt (useDeferredValue):
 * showing a modal restyles the whole page, and drawing the profile in the same task took a phone's
 * CPU over 100 ms.
 */
export function CandidateDialog({ candidate, placeholder, onClose, returnFocusRef }: CandidateDialogProps) {
  const { t } = useTranslation('candidates');
  const { label, list } = useValueLabels();
  const language = usePageLanguage();
  const deferred = useDeferredValue(candidate);
  // The profile drawn: hers once the deferred render has her, never the one before.
  const shown = deferred !== null && deferred.id === candidate?.id ? candidate : null;

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
      {shown ? (
        <div className={styles.profile}>
          <CandidatePhoto candidate={shown} placeholder={placeholder} className={styles.photo} loading="eager" />
          <div className={styles.details}>
            <dl className={styles.facts}>
              {shown.rating !== null ? (
                <div>
                  <dt>{t('dialog.rating')}</dt>
                  <dd>
                    <StarRating rating={shown.rating} />
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>{t('dialog.languages')}</dt>
                <dd>{shown.languages.length > 0 ? list('languages', shown.languages) : t('defaults.languages')}</dd>
              </div>
              <div>
                <dt>{t('dialog.roles')}</dt>
                <dd>{shown.roles.length > 0 ? list('roles', shown.roles) : t('defaults.roles')}</dd>
              </div>
              {shown.country ? (
                <div>
                  <dt>{t('dialog.country')}</dt>
                  <dd>{label('countries', shown.country)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('dialog.experience')}</dt>
                <dd>{shown.experienceWithAges ? <AgeRanges text={shown.experienceWithAges} /> : t('defaults.experience')}</dd>
              </div>
            </dl>
            <h3 className={styles.aboutTitle}>{t('dialog.description')}</h3>
            <p className={styles.description} {...textLanguageAttributes(shown.description ? shown.descriptionLanguage : null, language)}>
              {shown.description ?? t('defaults.description')}
            </p>
            {shown.cvUrl ? (
              <a className="button button--ghost" href={shown.cvUrl} download target="_blank" rel="noopener noreferrer">
                {t('dialog.downloadCv')}
              </a>
            ) : (
              // A CV kept off the site (a profile made from an application) is sent on request: families are told it exists.
              <p className={styles.noCv}>{t(shown.cvOnRequest ? 'dialog.cvOnRequest' : 'defaults.cv')}</p>
            )}
            <div className={styles.ask}>
              <AskAbout key={shown.id} candidate={shown} />
            </div>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
