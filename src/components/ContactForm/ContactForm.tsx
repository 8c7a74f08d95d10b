import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT_FORM,
  createContactSchema,
  trimContactValues,
  type ContactField,
  type ContactFormValues,
} from '../../lib/contact-schema';
import { usePageLanguage } from '../../hooks/use-page-language';
import { useEnteredValues } from '../../hooks/use-entered-values';
import { FormField, RequiredMark } from '../form/FormField';
import { controlProps, formFieldIds } from '../form/field-ids';
import { useCheckedForm, type FieldMessages, type SendOutcome } from '../form/use-checked-form';
import { useFormDraft } from '../form/use-form-draft';
import { contactDraft } from '../../lib/form-draft';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './ContactForm.module.css';
import { PrivacyNote } from '../form/PrivacyNote';
import { isServiceSlug, SERVICE_SLUGS, type ServiceSlug } from '../../lib/routes';

/** What went wrong with the last attempt, shown above the submit button. */
type SendProblem = { kind: 'rejected'; message: string } | { kind: 'unreachable' } | null;

const HTTP_TOO_MANY_REQUESTS = 429;

interface Control {
  type?: 'email' | 'tel';
  autoComplete: string;
  /** A textarea; else one line. */
  multiline?: boolean;
  /** The services, "Not sure yet" first; the one field a visitor may leave as it is. */
  services?: boolean;
  /** Across both columns on wide screens. */
  wide?: boolean;
}

const CONTROLS: Record<ContactField, Control> = {
  full_name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  service: { autoComplete: 'off', services: true },
  subject: { autoComplete: 'off', wide: true },
  message: { autoComplete: 'off', multiline: true, wide: true },
};

/** The service a service page's button chose (?service=…, routes.ts contactPathFor), if any. */
function serviceFromAddress(): ServiceSlug | null {
  if (typeof window === 'undefined') return null;
  const service = new URLSearchParams(window.location.search).get('service') ?? '';
  return isServiceSlug(service) ? service : null;
}

function serverFieldErrors(errors: Record<string, string>): FieldMessages<ContactField> {
  const known: FieldMessages<ContactField> = {};
  for (const field of CONTACT_FIELDS) if (errors[field]) known[field] = errors[field];
  return known;
}

/** The site's own contact form: validated in the visitor's language, posted to POST /api/contact. */
export function ContactForm() {
  const { t } = useTranslation('forms', { keyPrefix: 'contact' });
  const { t: tValidation } = useTranslation('validation');
  const { t: tCommon } = useTranslation('common');
  const language = usePageLanguage();
  // Ids without useId's colons, which a CSS selector would have to escape.
  const prefix = `contact${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const ids = useMemo(() => formFieldIds(prefix, CONTACT_FIELDS), [prefix]);
  // react-i18next hands out a new t when the language changes, so messages follow the language.
  const schema = useMemo(() => createContactSchema(tValidation), [tValidation]);
  const [problem, setProblem] = useState<SendProblem>(null);
  const [thanksOpen, setThanksOpen] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const send = async (values: ContactFormValues): Promise<SendOutcome<ContactField>> => {
    setProblem(null);
    const result = await api.sendContactMessage({ ...trimContactValues(values), site_language: language });
    if (result.ok) return { accepted: true };
    if (result.kind === 'http') {
      const message = result.status === HTTP_TOO_MANY_REQUESTS ? tValidation('rateLimited') : t('failure');
      setProblem({ kind: 'rejected', message });
      return { accepted: false, fieldErrors: serverFieldErrors(result.errors) };
    }
    // Network failure or timeout: the values stay in the form, and a retry sends them again.
    setProblem({ kind: 'unreachable' });
    return { accepted: false };
  };

  const controlId = useCallback((field: ContactField) => ids[field].control, [ids]);
  const form = useCheckedForm<ContactFormValues, ContactField>({
    fields: CONTACT_FIELDS,
    initialValues: EMPTY_CONTACT_FORM,
    schema,
    controlId,
    send,
    onAccepted: () => {
      draft.discard();
      setThanksOpen(true);
    },
  });
  const draft = useFormDraft(contactDraft, form.values);

  // Right after hydration: the session draft, and over it whatever the visitor already typed into
  // the static HTML before this code loaded (components/Deferred), which is newer.
  // The service a service page's button names comes after the draft (the button is the newer
  // choice) and before what was chosen on this page before its code ran (newer still).
  useEnteredValues(formRef, ({ text }) => {
    const saved = draft.take();
    const typed: Partial<ContactFormValues> = {};
    for (const field of CONTACT_FIELDS) if (text[field]?.[0]) typed[field] = text[field][0];
    const fromAddress = serviceFromAddress();
    const chosen = fromAddress ? { service: fromAddress } : {};
    if (saved || fromAddress || Object.keys(typed).length > 0) void form.formik.setValues({ ...EMPTY_CONTACT_FORM, ...saved, ...chosen, ...typed }, false);
  });

  // The retry button appears after the submit button was disabled (and lost focus): take focus there.
  useEffect(() => {
    if (problem?.kind === 'unreachable') retryRef.current?.focus();
  }, [problem]);

  const closeThanks = useCallback(() => setThanksOpen(false), []);

  const field = (name: ContactField) => {
    const { type, autoComplete, multiline, services, wide } = CONTROLS[name];
    const error = form.errorOf(name);
    const control = {
      ...controlProps(ids[name], false, error),
      autoComplete,
      'aria-required': !services,
      className: `${styles.control} ${error ? styles.controlInvalid : ''}`,
      value: form.values[name],
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => form.change(name, event.currentTarget.value),
    };
    return (
      <FormField key={name} ids={ids[name]} label={t(name)} error={error} required={!services} className={wide ? styles.fieldWide : ''}>
        {services ? (
          <select {...control} data-testid="contact-service">
            <option value="">{t('notSure')}</option>
            {SERVICE_SLUGS.map((slug) => (
              <option key={slug} value={slug}>
                {tCommon(`serviceNames.${slug}`)}
              </option>
            ))}
          </select>
        ) : multiline ? (
          <textarea {...control} rows={6} />
        ) : (
          <input {...control} type={type ?? 'text'} inputMode={type === 'tel' ? 'tel' : undefined} dir={type ? 'ltr' : undefined} />
        )}
      </FormField>
    );
  };

  return (
    <>
      <form
        ref={formRef}
        noValidate
        className={styles.form}
        data-testid="contact-form"
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <h3 className={styles.title}>{t('title')}</h3>
        <p className={styles.requiredNote}>
          <RequiredMark text="* " />
          {t('required')}
        </p>
        {draft.restored ? (
          <p className="info-note" data-testid="contact-draft-restored">
            {t('draftRestored')}
          </p>
        ) : null}
        <div className={styles.grid}>{CONTACT_FIELDS.map(field)}</div>

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
                onClick={() => void form.submit()}
                data-testid="contact-retry"
                disabled={form.sending}
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
          disabled={form.sending}
          data-testid="contact-submit"
        >
          {form.sending ? t('sending') : t('submit')}
        </button>
        <PrivacyNote text={t('privacy')} />
      </form>
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
