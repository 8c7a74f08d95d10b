import React, { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_FIELDS, EMPTY_CONTACT_FORM, createContactSchema, type ContactField, type ContactFormValues } from '../../lib/contact-schema';
import { useEnteredValues } from '../../hooks/use-entered-values';
import { enteredTexts } from '../../lib/entered-values';
import { formFieldIds } from '../form/field-ids';
import { useCheckedForm } from '../form/use-checked-form';
import { useFormDraft } from '../form/use-form-draft';
import { contactDraft } from '../../lib/form-draft';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './ContactForm.module.css';
import { isServiceSlug, type ServiceSlug } from '../../lib/routes';
import { useContactSending } from './contact-sending';
import { ContactFormBody } from './ContactFormBody';

/** The service a service page's button chose (?service=…, routes.ts contactPathFor), if any. */
function serviceFromAddress(): ServiceSlug | null {
  if (typeof window === 'undefined') return null;
  const service = new URLSearchParams(window.location.search).get('service') ?? '';
  return isServiceSlug(service) ? service : null;
}

/** The site's own contact form: validated in the visitor's language, posted to POST /api/contact. */
export function ContactForm() {
  const { t } = useTranslation('forms', { keyPrefix: 'contact' });
  const { t: tValidation } = useTranslation('validation');
  // Ids without useId's colons, which a CSS selector would have to escape.
  const prefix = `contact${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const ids = useMemo(() => formFieldIds(prefix, CONTACT_FIELDS), [prefix]);
  // react-i18next hands out a new t when the language changes, so messages follow the language.
  const schema = useMemo(() => createContactSchema(tValidation), [tValidation]);
  const [thanksOpen, setThanksOpen] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useContactSending();

  const controlId = useCallback((field: ContactField) => ids[field].control, [ids]);
  const form = useCheckedForm<ContactFormValues, ContactField>({
    fields: CONTACT_FIELDS,
    initialValues: EMPTY_CONTACT_FORM,
    schema,
    controlId,
    send: sending.send,
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
    const typed = enteredTexts(text, CONTACT_FIELDS);
    const fromAddress = serviceFromAddress();
    const chosen = fromAddress ? { service: fromAddress } : {};
    if (saved || fromAddress || Object.keys(typed).length > 0) void form.formik.setValues({ ...EMPTY_CONTACT_FORM, ...saved, ...chosen, ...typed }, false);
  });

  const closeThanks = useCallback(() => setThanksOpen(false), []);

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
        <ContactFormBody
          title={t('title')}
          testIdPrefix="contact"
          fields={CONTACT_FIELDS}
          ids={ids}
          form={form}
          sending={sending}
          draftRestored={draft.restored}
          submitRef={submitRef}
        />
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
