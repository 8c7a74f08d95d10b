import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_CONTACT_FORM, createContactSchema, type ContactField, type ContactFormValues } from '@efe/shared/contact-schema';
import { inquiryDraft } from '../../lib/form-draft';
import { useValidationTranslate } from '../../hooks/use-validation-translate';
import { formFieldIds } from '../form/field-ids';
import { useCheckedForm } from '../form/use-checked-form';
import { useFormDraft } from '../form/use-form-draft';
import { useContactSending } from '../ContactForm/contact-sending';
import { ContactFormBody } from '../ContactForm/ContactFormBody';
import * as formStyles from '../ContactForm/ContactForm.module.css';
import * as styles from './CandidateInquiry.module.css';

/** The contact form's fields a family fills in; the subject is written for them. */
const INQUIRY_FIELDS = ['full_name', 'email', 'phone', 'service', 'message'] as const satisfies readonly ContactField[];

interface Props {
  candidate: { id: number; name: string };
}

/**
 * "Ask about …" on a candidate's profile: a short contact message about her, sent with her id, so
 * the staff see whom the family means. Same rules, messages and draft as the contact form; once
 * sent, a thank-you takes its place in the profile.
 */
export default function CandidateInquiry({ candidate }: Props) {
  const { t } = useTranslation('candidates', { keyPrefix: 'inquiry' });
  const tValidation = useValidationTranslate();
  const prefix = `inquiry${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const ids = useMemo(() => formFieldIds(prefix, INQUIRY_FIELDS), [prefix]);
  const schema = useMemo(() => createContactSchema(tValidation), [tValidation]);
  const start: ContactFormValues = useMemo(
    () => ({ ...EMPTY_CONTACT_FORM, subject: t('subject', { name: candidate.name }), message: t('message', { name: candidate.name }) }),
    [t, candidate.name],
  );
  const draftOfThis = useMemo(() => inquiryDraft(candidate.id, start), [candidate.id, start]);
  const [sent, setSent] = useState(false);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const sending = useContactSending(candidate.id);

  const controlId = useCallback((field: (typeof INQUIRY_FIELDS)[number]) => ids[field].control, [ids]);
  const form = useCheckedForm<ContactFormValues, (typeof INQUIRY_FIELDS)[number]>({
    fields: INQUIRY_FIELDS,
    initialValues: start,
    schema,
    controlId,
    send: sending.send,
    onAccepted: () => {
      draft.discard();
      setSent(true);
    },
  });
  const draft = useFormDraft(draftOfThis, form.values);

  // Opened by the visitor: what they wrote before about her comes back, and the first field takes focus.
  useEffect(() => {
    const saved = draft.take();
    if (saved) void form.formik.setValues(saved, false);
    document.getElementById(ids.full_name.control)?.focus();
    // Once, when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div className={`${formStyles.thanks} ${styles.sent}`} data-testid="inquiry-sent">
        <span className={formStyles.thanksIcon} aria-hidden="true">
          ✓
        </span>
        <p ref={thanksRef} tabIndex={-1} role="status" className={formStyles.thanksText}>
          {t('sent', { name: candidate.name })}
        </p>
      </div>
    );
  }

  return (
    <form
      noValidate
      className={styles.inquiry}
      aria-labelledby={`${prefix}-title`}
      data-testid="inquiry-form"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <ContactFormBody
        title={t('title', { name: candidate.name })}
        titleId={`${prefix}-title`}
        testIdPrefix="inquiry"
        fields={INQUIRY_FIELDS}
        ids={ids}
        form={form}
        sending={sending}
        draftRestored={draft.restored}
      />
    </form>
  );
}
