import React, { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { AGE_GROUPS } from '../../lib/constants';
import {
  APPLICATION_FIELDS,
  EMPTY_APPLICATION,
  acceptAttribute,
  createApplicationSchema,
  fileMessage,
  phoneDigits,
  type ApplicationField,
  type ApplicationValues,
  type FileField,
} from '../../lib/application-schema';
import { useFacts } from '../../hooks/use-facts';
import { usePageLanguage } from '../../hooks/use-page-language';
import { useEnteredValues } from '../../hooks/use-entered-values';
import { useValueLabels } from '../candidates/use-value-labels';
import { FieldShell, describedBy, fieldIds, type FieldIds } from './FieldShell';
import { FileInput } from './FileInput';
import { LanguageChoices } from './LanguageChoices';
import { useApplicationDraft } from './use-application-draft';
import { useApplicationSubmission } from './use-application-submission';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './ApplicationForm.module.css';

interface Props {
  /** Offered roles and languages (the candidate filter options), shown translated, sent lower-cased. */
  roles: readonly string[];
  languages: readonly string[];
}

const INPUT_TYPES: Record<'name' | 'email' | 'phone', { type: string; autoComplete: string; inputMode?: 'numeric' }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'numeric' },
};

/**
 * The career application (SPEC 3, 4, 5). Checked on submit, every error under its field and focus
 * on the first one; nothing is sent while an error remains. Whatever happens to the request, the
 * answers and chosen files stay; the text answers also survive a reload as a session draft.
 */
export function ApplicationForm({ roles, languages }: Props) {
  const { t } = useTranslation('forms');
  const { t: tValidation } = useTranslation('validation');
  const facts = useFacts();
  const siteLanguage = usePageLanguage();
  const { sortedOptions } = useValueLabels();
  const prefix = useId();
  const ids = useMemo(
    () =>
      Object.fromEntries(APPLICATION_FIELDS.map((field) => [field, fieldIds(prefix, field)])) as Record<
        ApplicationField,
        FieldIds
      >,
    [prefix],
  );

  const schema = useMemo(
    () => createApplicationSchema(tValidation, { roles, languages }),
    [tValidation, roles, languages],
  );
  /** Errors are shown once the visitor has tried to submit; from then on they follow each change. */
  const [attempted, setAttempted] = useState(false);
  /** A refused file's message, shown at once (before any submit) and kept until another file is chosen. */
  const [fileErrors, setFileErrors] = useState<Partial<Record<FileField, string>>>({});
  const [focusRequest, setFocusRequest] = useState<{ field: ApplicationField; at: number } | null>(null);
  const submitting = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const cvInput = useRef<HTMLInputElement>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const fileInputs: Record<FileField, React.RefObject<HTMLInputElement>> = { cv: cvInput, photo: photoInput };

  const formik = useFormik<ApplicationValues>({
    initialValues: EMPTY_APPLICATION,
    validationSchema: schema,
    validateOnChange: attempted,
    validateOnBlur: false,
    // Submission is driven by `submit` below, which needs the errors to move focus.
    onSubmit: () => undefined,
  });
  const { values, setFieldValue, setValues, validateForm, resetForm, setTouched } = formik;
  const draft = useApplicationDraft(values);
  const { status, serverErrors, send, settle, clearServerErrors, forgetServerError } = useApplicationSubmission(siteLanguage);

  const roleOptions = useMemo(
    () => sortedOptions('roles', roles).map((option) => ({ ...option, value: option.value.toLowerCase() })),
    [sortedOptions, roles],
  );
  const languageOptions = useMemo(
    () => sortedOptions('languages', languages).map((option) => ({ ...option, value: option.value.toLowerCase() })),
    [sortedOptions, languages],
  );

  const change = (field: ApplicationField, value: ApplicationValues[ApplicationField]) => {
    forgetServerError(field);
    void setFieldValue(field, value);
  };

  const selectFile = (field: FileField, file: File | null, input: HTMLInputElement) => {
    const message = file ? fileMessage(field, file, tValidation) : null;
    if (message) {
      // A refused file is not kept: the picker is emptied and shows "No file chosen" again.
      input.value = '';
      setFileErrors((previous) => ({ ...previous, [field]: message }));
      change(field, null);
      return;
    }
    setFileErrors(({ [field]: _removed, ...rest }) => rest);
    change(field, file);
  };

  // Right after hydration: the session draft, and over it whatever the visitor already entered in
  // the static HTML before this code loaded (components/Deferred), which is newer.
  useEnteredValues(formRef, ({ text, files }) => {
    const saved = draft.take();
    const typed: Partial<ApplicationValues> = { ...(text.language ? { language: text.language } : {}) };
    for (const field of ['name', 'email', 'phone', 'role', 'ageGroup', 'quote'] as const) {
      if (text[field]) typed[field] = text[field][0];
    }
    if (saved || Object.keys(typed).length > 0) {
      const merged = { ...EMPTY_APPLICATION, ...saved, ...typed };
      void setValues({ ...merged, phone: phoneDigits(merged.phone) }, false);
    }
    for (const [field, input] of [['cv', cvInput.current], ['photo', photoInput.current]] as const) {
      if (files[field] && input) selectFile(field, files[field], input);
    }
  });

  // Focus moves after the render that shows the error, so it is read out with the field.
  useEffect(() => {
    if (!focusRequest) return;
    const id = focusRequest.field === 'language' ? `${ids.language.control}-0` : ids[focusRequest.field].control;
    document.getElementById(id)?.focus();
  }, [focusRequest, ids]);

  const errorOf = (field: ApplicationField): string | undefined => {
    if (field === 'cv' || field === 'photo') {
      if (fileErrors[field]) return fileErrors[field];
    }
    if (serverErrors[field]) return serverErrors[field];
    const clientError = attempted ? formik.errors[field] : undefined;
    return typeof clientError === 'string' ? clientError : undefined;
  };

  const sendAnswers = async () => {
    const { accepted, firstRefused } = await send(values);
    if (firstRefused) setFocusRequest({ field: firstRefused, at: Date.now() });
    if (!accepted) return;
    resetForm({ values: EMPTY_APPLICATION });
    for (const input of [cvInput.current, photoInput.current]) if (input) input.value = '';
    draft.discard();
    setAttempted(false);
    setFileErrors({});
  };

  const submit = async () => {
    // A double click must not send the application twice, even before "sending" is rendered.
    if (submitting.current) return;
    submitting.current = true;
    try {
      setAttempted(true);
      clearServerErrors();
      await setTouched(Object.fromEntries(APPLICATION_FIELDS.map((field) => [field, true])), false);
      const errors = await validateForm();
      // A refused file's own message ("Only PDF and DOCX…") stays in front of "CV is required." (errorOf).
      const first = APPLICATION_FIELDS.find((field) => errors[field]);
      if (first) {
        settle();
        setFocusRequest({ field: first, at: Date.now() });
        return;
      }
      await sendAnswers();
    } finally {
      submitting.current = false;
    }
  };

  const sending = status.kind === 'sending';
  const shownErrors = APPLICATION_FIELDS.filter((field) => errorOf(field));

  const textInput = (field: keyof typeof INPUT_TYPES, hint?: string) => {
    const error = errorOf(field);
    const { type, autoComplete, inputMode } = INPUT_TYPES[field];
    return (
      <FieldShell ids={ids[field]} label={t(`application.${field}`)} hint={hint} error={error}>
        <input
          id={ids[field].control}
          name={field}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          dir={field === 'name' ? 'auto' : 'ltr'}
          className={styles.input}
          value={values[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids[field], Boolean(hint), error)}
          onChange={(event) =>
            change(field, field === 'phone' ? phoneDigits(event.currentTarget.value) : event.currentTarget.value)
          }
        />
      </FieldShell>
    );
  };

  const fileInput = (field: FileField, hint: string) => {
    const error = errorOf(field);
    return (
      <FieldShell ids={ids[field]} label={t(`application.${field}`)} hint={hint} error={error}>
        <FileInput
          ids={ids[field]}
          accept={acceptAttribute(field)}
          file={values[field]}
          error={error}
          hasHint
          chooseLabel={t('application.chooseFile')}
          noFileLabel={t('application.noFileChosen')}
          inputRef={fileInputs[field]}
          onSelect={(file, input) => selectFile(field, file, input)}
        />
      </FieldShell>
    );
  };

  const selectInput = (field: 'role' | 'ageGroup', placeholder: string, options: { value: string; label: string }[]) => {
    const error = errorOf(field);
    return (
      <FieldShell ids={ids[field]} label={t(`application.${field}`)} error={error}>
        <select
          id={ids[field].control}
          name={field}
          className={styles.input}
          value={values[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids[field], false, error)}
          onChange={(event) => change(field, event.currentTarget.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FieldShell>
    );
  };

  const quoteError = errorOf('quote');
  const languageError = errorOf('language');
  const failureText =
    status.kind === 'rejected'
      ? status.message
      : status.kind === 'unreachable'
        ? t(status.reason === 'timeout' ? 'application.timeout' : 'application.network')
        : null;
  const canRetry = status.kind === 'unreachable' || (status.kind === 'rejected' && status.canRetry);

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-busy={sending}
      data-testid="application-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {draft.restored ? (
        <p className={styles.note} data-testid="application-draft-restored">
          {t('application.draftRestored')}
        </p>
      ) : null}

      {/* Above the fields, where its "marked below" is true and where focus lands on the first of them. */}
      {attempted && shownErrors.length > 0 && status.kind !== 'rejected' ? (
        <p className={styles.summary} data-testid="application-error-summary">
          {t('application.errorSummary', { count: shownErrors.length })}
        </p>
      ) : null}

      <div className={styles.grid}>
        {textInput('name')}
        {textInput('email')}
        {textInput('phone', t('application.phoneHint', facts))}
        {selectInput('role', t('application.rolePlaceholder'), roleOptions)}
        {selectInput(
          'ageGroup',
          t('application.ageGroupPlaceholder'),
          AGE_GROUPS.map((group) => ({ value: group, label: t(`application.ageGroups.${group}`) })),
        )}
      </div>

      <FieldShell
        ids={ids.language}
        label={t('application.language')}
        hint={t('application.languageHint')}
        error={languageError}
        group
      >
        <LanguageChoices
          ids={ids.language}
          options={languageOptions}
          selected={values.language}
          invalid={Boolean(languageError)}
          onChange={(selected) => change('language', selected)}
        />
      </FieldShell>

      <FieldShell ids={ids.quote} label={t('application.quote')} error={quoteError}>
        <textarea
          id={ids.quote.control}
          name="quote"
          rows={5}
          dir="auto"
          className={`${styles.input} ${styles.textarea}`}
          placeholder={t('application.quotePlaceholder')}
          value={values.quote}
          aria-invalid={quoteError ? true : undefined}
          aria-describedby={describedBy(ids.quote, false, quoteError)}
          onChange={(event) => change('quote', event.currentTarget.value)}
        />
      </FieldShell>

      <div className={styles.grid}>
        {fileInput('cv', t('application.cvHint'))}
        {fileInput('photo', t('application.photoHint'))}
      </div>

      <div role="alert" className={styles.failure} data-testid="application-failure">
        {failureText}
      </div>
      {canRetry ? (
        <button type="button" className="button button--ghost" onClick={() => void submit()} data-testid="application-retry">
          {t('application.retry')}
        </button>
      ) : null}

      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.submit}`} disabled={sending} data-testid="application-submit">
          {sending ? <Spinner variant="onButton" /> : null}
          {sending ? t('application.sending') : t('application.submit')}
        </button>
      </div>

      <div role="status" className={styles.success} data-testid="application-success">
        {status.kind === 'success' ? t('application.success') : null}
      </div>
    </form>
  );
}
