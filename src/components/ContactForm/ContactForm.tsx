import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT_FORM,
  createContactSchema,
  trimContactValues,
  type ContactField as ContactFieldName,
  type ContactFormValues,
} from '../../lib/contact-schema';
import { usePageLanguage } from '../../hooks/use-page-language';
import { useEnteredValues } from '../../hooks/use-entered-values';
import { ContactField, contactFieldId } from './ContactField';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './ContactForm.module.css';

/** What went wrong with the last attempt, shown above the submit button. */
type SendProblem = { kind: 'rejected'; message: string } | { kind: 'unreachable' } | null;

const HTTP_TOO_MANY_REQUESTS = 429;

function serverFieldErrors(errors: Record<string, string>): Partial<Record<ContactFieldName, string>> {
  const known: Partial<Record<ContactFieldName, string>> = {};
  for (const field of CONTACT_FIELDS) if (errors[field]) known[field] = errors[field];
  return known;
}

/**
 * After every submit attempt that ended with field errors (ours or the server's), focus the first
 * invalid field in screen order so keyboard and screen-reader users land on what needs fixing.
 */
function FocusFirstError({ formik, idPrefix }: { formik: FormikProps<ContactFormValues>; idPrefix: string }) {
  const handledSubmit = useRef(0);
  const { submitCount, isSubmitting, isValidating, errors } = formik;
  useEffect(() => {
    if (submitCount === handledSubmit.current || isSubmitting || isValidating) return;
    handledSubmit.current = submitCount;
    const first = CONTACT_FIELDS.find((field) => errors[field]);
    if (first) document.getElementById(contactFieldId(idPrefix, first))?.focus();
  }, [submitCount, isSubmitting, isValidating, errors, idPrefix]);
  return null;
}

/** The site's own contact form: validated in the visitor's language, posted to POST /api/contact. */
export function ContactForm() {
  const { t } = useTranslation('forms', { keyPrefix: 'contact' });
  const { t: tValidation } = useTranslation('validation');
  const language = usePageLanguage();
  const idPrefix = `contact${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  // react-i18next hands out a new t when the language changes, so messages follow the language.
  const schema = useMemo(() => createContactSchema(tValidation), [tValidation]);
  const [problem, setProblem] = useState<SendProblem>(null);
  const [thanksOpen, setThanksOpen] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const formikRef = useRef<FormikProps<ContactFormValues>>(null);

  useEnteredValues(formRef, ({ text }) => {
    if (Object.keys(text).length === 0) return;
    const values = { ...EMPTY_CONTACT_FORM };
    for (const field of CONTACT_FIELDS) values[field] = text[field]?.[0] ?? '';
    void formikRef.current?.setValues(values, false);
  });

  const send = async (values: ContactFormValues, helpers: FormikHelpers<ContactFormValues>) => {
    setProblem(null);
    const result = await api.sendContactMessage({ ...trimContactValues(values), site_language: language });
    if (result.ok) {
      helpers.resetForm();
      setThanksOpen(true);
      return;
    }
    if (result.kind === 'http') {
      const fieldErrors = serverFieldErrors(result.errors);
      helpers.setErrors(fieldErrors);
      const message = result.status === HTTP_TOO_MANY_REQUESTS ? tValidation('rateLimited') : t('failure');
      setProblem({ kind: 'rejected', message });
      return;
    }
    // Network failure or timeout: the values stay in the form, and a retry sends them again.
    setProblem({ kind: 'unreachable' });
  };

  // The retry button appears after the submit button was disabled (and lost focus): take focus there.
  useEffect(() => {
    if (problem?.kind === 'unreachable') retryRef.current?.focus();
  }, [problem]);

  const closeThanks = useCallback(() => setThanksOpen(false), []);

  return (
    <>
      {/* No validation on blur: a message vanishing on blur moves the submit button under the
          pointer between mousedown and mouseup, and the click is lost. Errors update as the
          visitor types and on submit. */}
      <Formik<ContactFormValues>
        innerRef={formikRef}
        initialValues={EMPTY_CONTACT_FORM}
        validationSchema={schema}
        validateOnBlur={false}
        onSubmit={send}
      >
        {(formik) => (
          <Form ref={formRef} noValidate className={styles.form} data-testid="contact-form">
            <FocusFirstError formik={formik} idPrefix={idPrefix} />
            <h3 className={styles.title}>{t('title')}</h3>
            <p className={styles.requiredNote}>
              <span className={styles.requiredMark} aria-hidden="true">
                *{' '}
              </span>
              {t('required')}
            </p>
            <div className={styles.grid}>
              <ContactField name="full_name" label={t('full_name')} idPrefix={idPrefix} autoComplete="name" />
              <ContactField name="email" label={t('email')} idPrefix={idPrefix} type="email" autoComplete="email" />
              <ContactField name="phone" label={t('phone')} idPrefix={idPrefix} type="tel" autoComplete="tel" />
              <ContactField name="subject" label={t('subject')} idPrefix={idPrefix} autoComplete="off" />
              <ContactField name="message" label={t('message')} idPrefix={idPrefix} autoComplete="off" multiline wide />
            </div>

            <div className={styles.status} data-testid="contact-form-status">
              {problem?.kind === 'rejected' ? (
                <p className="problem-note" role="alert">
                  {problem.message}
                </p>
              ) : null}
              {problem?.kind === 'unreachable' ? (
                <div className="problem-note" role="alert">
                  <p>{t('network')}</p>
                  <button
                    ref={retryRef}
                    type="button"
                    className="button button--ghost"
                    onClick={() => void formik.submitForm()}
                    data-testid="contact-retry"
                    disabled={formik.isSubmitting}
                  >
                    {t('retry')}
                  </button>
                </div>
              ) : null}
            </div>

            <button
              ref={submitRef}
              type="submit"
              className={`button ${styles.submit}`}
              disabled={formik.isSubmitting}
              data-testid="contact-submit"
            >
              {formik.isSubmitting ? t('sending') : t('submit')}
            </button>
          </Form>
        )}
      </Formik>
      {/* Focus returns to the submit button: it had been disabled while sending, so it lost focus. */}
      <Dialog
        open={thanksOpen}
        onClose={closeThanks}
        title={t('successTitle')}
        closeLabel={t('close')}
        returnFocusRef={submitRef}
        testId="contact-success-dialog"
      >
        <div className={styles.thanks}>
          <span className={styles.thanksIcon} aria-hidden="true">
            ✓
          </span>
          <p className={styles.thanksText}>{t('successText')}</p>
        </div>
      </Dialog>
    </>
  );
}
