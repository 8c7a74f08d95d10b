import React, { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGE_GROUPS } from '@efe/shared/constants';
import {
  APPLICATION_FIELDS,
  EMPTY_APPLICATION,
  SINGLE_TEXT_FIELDS,
  acceptAttribute,
  createApplicationSchema,
  phoneDigits,
  type ApplicationField,
  type ApplicationValues,
  type FileField,
} from '@efe/shared/application-schema';
import { useFacts } from '../../hooks/use-facts';
import { usePageLanguage } from '../../hooks/use-page-language';
import { useEnteredValues } from '../../hooks/use-entered-values';
import { enteredTexts, layeredValues } from '../../lib/entered-values';
import { FormField } from '../form/FormField';
import { controlProps, formFieldIds } from '../form/field-ids';
import { useCheckedForm } from '../form/use-checked-form';
import { useFormDraft } from '../form/use-form-draft';
import { applicationDraft } from '../../lib/form-draft';
import { useValidationTranslate } from '../../hooks/use-validation-translate';
import { ChoiceControl, FileControl, LineControl } from './ApplicationControls';
import { LanguageChoices } from './LanguageChoices';
import { useApplicationSubmission } from './use-application-submission';
import { ApplicationOutcome } from './ApplicationOutcome';
import { useChosenFiles } from './use-chosen-files';
import { useOfferedOptions } from './use-offered-options';
import { ProfileConsent } from './ProfileConsent';
import { PROFILE_CONSENT_FIELD, PROFILE_CONSENT_GIVEN } from '@efe/shared/profile-consent';
import * as styles from './ApplicationForm.module.css';

interface Props {
  /** Offered roles and languages (the candidate filter options), shown translated, sent lower-cased. */
  roles: readonly string[];
  languages: readonly string[];
  /** The listed candidates' countries (the filter options): offered with those the site names (shared/countries.ts). */
  countries: readonly string[];
}

/**
 * The career application (docs/product-rules.md, Forms). Checked on submit, every error under its field and focus
 * on the first one; nothing is sent while an error remains. Whatever happens to the request, the
 * answers and chosen files stay; the text answers also survive a reload as a session draft.
 */
export function ApplicationForm({ roles, languages, countries: candidateCountries }: Props) {
  const { t } = useTranslation('forms');
  const tValidation = useValidationTranslate();
  const facts = useFacts();
  const siteLanguage = usePageLanguage();
  const prefix = useId();
  const ids = useMemo(() => formFieldIds(prefix, APPLICATION_FIELDS), [prefix]);

  const { roleOptions, languageOptions, countryOptions, countries } = useOfferedOptions(roles, languages, candidateCountries);
  const schema = useMemo(
    () => createApplicationSchema(tValidation, { roles, languages, countries }),
    [tValidation, roles, languages, countries],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const files = useChosenFiles(tValidation);

  // Optional, and not one of the checked answers: it travels beside them.
  const [profileConsent, setProfileConsent] = useState(false);
  const { status, send, settle } = useApplicationSubmission(siteLanguage, profileConsent);
  const controlId = useCallback(
    (field: ApplicationField) => (field === 'language' ? `${ids.language.control}-0` : ids[field].control),
    [ids],
  );
  const form = useCheckedForm<ApplicationValues, ApplicationField>({
    fields: APPLICATION_FIELDS,
    initialValues: EMPTY_APPLICATION,
    schema,
    controlId,
    send,
    onInvalid: settle,
    onAccepted: () => {
      files.clear();
      draft.discard();
      setProfileConsent(false);
    },
  });
  const { values, change } = form;
  const draft = useFormDraft(applicationDraft, values);

  const selectFile = (field: FileField, file: File | null, input: HTMLInputElement) => change(field, files.choose(field, file, input));

  // Right after hydration: the session draft, and over it whatever the visitor already entered in
  // the static HTML before this code loaded (components/Deferred), which is newer.
  useEnteredValues(formRef, ({ text, files: chosen }) => {
    const restored = layeredValues(
      EMPTY_APPLICATION,
      draft.take(),
      enteredTexts(text, SINGLE_TEXT_FIELDS),
      text.language ? { language: text.language } : null,
    );
    if (restored) void form.formik.setValues({ ...restored, phone: phoneDigits(restored.phone) }, false);
    if (text[PROFILE_CONSENT_FIELD]?.includes(PROFILE_CONSENT_GIVEN)) setProfileConsent(true);
    for (const field of ['cv', 'photo'] as const) {
      const input = files.inputs[field].current;
      if (chosen[field] && input) selectFile(field, chosen[field], input);
    }
  });

  // A refused file's own message ("Only PDF and DOCX…") stays in front of "CV is required.".
  const errorOf = (field: ApplicationField): string | undefined =>
    (field === 'cv' || field === 'photo' ? files.errors[field] : undefined) ?? form.errorOf(field);

  const shownErrors = APPLICATION_FIELDS.filter((field) => errorOf(field));

  const fieldOf = (field: ApplicationField) => ({ ids: ids[field], label: t(`application.${field}`), error: errorOf(field) });
  const lineOf = (field: 'name' | 'email' | 'phone') => ({
    ...fieldOf(field),
    kind: field,
    value: values[field],
    onChange: (value: string) => change(field, field === 'phone' ? phoneDigits(value) : value),
  });
  const fileOf = (field: FileField, hint: string) => ({
    ...fieldOf(field),
    hint,
    accept: acceptAttribute(field),
    file: values[field],
    chooseLabel: t('application.chooseFile'),
    noFileLabel: t('application.noFileChosen'),
    inputRef: files.inputs[field],
    onSelect: (file: File | null, input: HTMLInputElement) => selectFile(field, file, input),
  });

  const quoteError = errorOf('quote');
  const languageError = errorOf('language');

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-busy={form.sending}
      data-testid="application-form"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      {draft.restored ? (
        <p className="info-note" data-testid="application-draft-restored">
          {t('application.draftRestored')}
        </p>
      ) : null}

      {/* Above the fields, where its "marked below" is true and where focus lands on the first of them. */}
      {form.attempted && shownErrors.length > 0 && status.kind !== 'rejected' ? (
        <p className={styles.summary} data-testid="application-error-summary">
          {t('application.errorSummary', { number: shownErrors.length })}
        </p>
      ) : null}

      <div className={styles.grid}>
        <LineControl {...lineOf('name')} />
        <LineControl {...lineOf('email')} />
        <LineControl {...lineOf('phone')} hint={t('application.phoneHint', { replace: facts })} />
        <ChoiceControl
          {...fieldOf('role')}
          placeholder={t('application.rolePlaceholder')}
          options={roleOptions}
          value={values.role}
          onChange={(value) => change('role', value)}
        />
        <ChoiceControl
          {...fieldOf('ageGroup')}
          placeholder={t('application.ageGroupPlaceholder')}
          options={AGE_GROUPS.map((group) => ({ value: group, label: t(`application.ageGroups.${group}`) }))}
          value={values.ageGroup}
          onChange={(value) => change('ageGroup', value)}
        />
        <ChoiceControl
          {...fieldOf('country')}
          hint={t('application.countryHint')}
          placeholder={t('application.countryPlaceholder')}
          options={countryOptions}
          value={values.country}
          onChange={(value) => change('country', value)}
        />
      </div>

      <FormField
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
      </FormField>

      <FormField ids={ids.quote} label={t('application.quote')} error={quoteError}>
        <textarea
          {...controlProps(ids.quote, false, quoteError)}
          rows={5}
          dir="auto"
          className={`${styles.input} ${styles.textarea}`}
          placeholder={t('application.quotePlaceholder')}
          value={values.quote}
          onChange={(event) => change('quote', event.currentTarget.value)}
        />
      </FormField>

      <div className={styles.grid}>
        <FileControl {...fileOf('cv', t('application.cvHint'))} />
        <FileControl {...fileOf('photo', t('application.photoHint'))} />
      </div>

      <ProfileConsent id={`${prefix}-profile-consent`} checked={profileConsent} onChange={setProfileConsent} />

      <ApplicationOutcome status={status} sending={form.sending} onRetry={() => void form.submit()} />
    </form>
  );
}
