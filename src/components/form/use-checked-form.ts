import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { prepareDataForValidation, setIn, useFormik, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import { ObjectSchema, ValidationError, type AnySchema } from 'yup';
import { nextTask } from '../../lib/next-task';

/** The server's message per field it refused (none when it blamed no field). */
export type FieldMessages<Field extends string> = Partial<Record<Field, string>>;

/** The server's messages for this form's fields, in its language; any other key it sent is left out. */
export function knownFieldMessages<Field extends string>(fields: readonly Field[], errors: Record<string, string>): FieldMessages<Field> {
  const known: FieldMessages<Field> = {};
  for (const field of fields) if (errors[field]) known[field] = errors[field];
  return known;
}

/** The messages but the one of `field`. */
function withoutField<Field extends string>(messages: FieldMessages<Field>, field: Field): FieldMessages<Field> {
  const rest = { ...messages };
  delete rest[field];
  return rest;
}

/**
 * Resolves once the browser has painted what is rendered now (a task after the next frame), or
 * after a task where no frame comes (a hidden tab draws none).
 */
function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') return nextTask();
  return new Promise((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));
}

/**
 * The form's values checked against its rules as Formik checks them (its `validateYupSchema`: empty
 * texts as absent, every error, the first message of each field), one field to a task: the whole
 * form in one piece, with the rules made at the first check, was a task of 110-150 ms of a phone's
 * CPU on the booking form's submit.
 */
async function checkInPieces<Values extends FormikValues>(schema: AnySchema, values: Values): Promise<FormikErrors<Values>> {
  const prepared = prepareDataForValidation(values);
  const options = { abortEarly: false, context: prepared };
  // Each of an object's fields apart; any other rules whole, and an object with rules of its own
  // across fields (which a field's check would skip) too.
  const pieces: Array<() => Promise<unknown>> =
    schema instanceof ObjectSchema && schema.tests.length === 0 ? Object.keys(schema.fields).map((field) => () => schema.validateAt(field, prepared, options)) : [() => schema.validate(prepared, options)];
  let errors: FormikErrors<Values> = {};
  for (const piece of pieces) {
    await nextTask();
    try {
      await piece();
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const found: FormikErrors<Values> = yupToFormErrors(error);
      for (const [path, message] of Object.entries(found)) errors = setIn(errors, path, message);
    }
  }
  return errors;
}

/** What sending came to: accepted, or not (refused, with field messages, or never answered). */
export type SendOutcome<Field extends string> = { accepted: true } | { accepted: false; fieldErrors?: FieldMessages<Field> };

interface Options<Values extends FormikValues, Field extends keyof Values & string> {
  /** In screen order: focus goes to the first field with an error. */
  fields: readonly Field[];
  initialValues: Values;
  /** Or what makes it, at the first check (Formik's own option takes either). */
  schema: AnySchema | (() => AnySchema);
  /** The element focus goes to for a field (a group's first checkbox rather than its fieldset). */
  controlId: (field: Field) => string;
  send: (values: Values) => Promise<SendOutcome<Field>>;
  /** After an accepted send; the values are already back to `initialValues`. */
  onAccepted?: () => void;
  /** The form found errors of its own and sent nothing. */
  onInvalid?: () => void;
  /**
   * The tap on send answered before anything heavy: `working` drawn in the tap's own task and
   * painted, then the rules made and the values checked a field to a task (the booking form: its
   * check was one task of 110-150 ms of a phone's CPU). Otherwise the check runs at once, whole.
   */
  answerFirst?: boolean;
}

/**
 * Both site forms work this way (docs/product-rules.md, Forms): checked on submit, every error under its field and focus
 * on the first one; nothing is sent while an error remains; from the first attempt on, messages
 * follow each change. The server's field messages show the same way and go when the field changes.
 * Whatever happens to the request, the values stay.
 *
 * No validation on blur: a message vanishing on blur moves the submit button under the pointer
 * between mousedown and mouseup, and the click is lost.
 */
export function useCheckedForm<Values extends FormikValues, Field extends keyof Values & string>(
  options: Options<Values, Field>,
) {
  const { fields, initialValues, schema, controlId, send, onAccepted, onInvalid, answerFirst = false } = options;
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [working, setWorking] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldMessages<Field>>({});
  const [focusRequest, setFocusRequest] = useState<{ field: Field; at: number } | null>(null);
  const submitting = useRef(false);
  const formik = useFormik<Values>({
    initialValues,
    validationSchema: schema,
    validateOnChange: attempted,
    validateOnBlur: false,
    // Submission is `submit` below, which needs the errors to move focus.
    onSubmit: () => undefined,
  });

  // Focus moves after the render that shows the error, so it is read out with the field.
  useEffect(() => {
    if (focusRequest) document.getElementById(controlId(focusRequest.field))?.focus();
  }, [focusRequest, controlId]);

  const focusFirst = (errors: { [Key in Field]?: unknown }): boolean => {
    const first = fields.find((field) => errors[field]);
    if (first) setFocusRequest({ field: first, at: Date.now() });
    return Boolean(first);
  };

  /** The check a field to a task, the rules made in a task of their own (the booking form's, 20-40 ms of a phone's CPU). */
  const checkApart = async () => {
    const rules = typeof schema === 'function' ? schema() : schema;
    const errors = await checkInPieces(rules, formik.values);
    await nextTask();
    void formik.setErrors(errors);
    return errors;
  };

  const submit = async () => {
    // A double click must not send twice, even before "sending" is rendered.
    if (submitting.current) return;
    submitting.current = true;
    // answerFirst: the tap's answer drawn in this very task and painted before any check.
    if (answerFirst) flushSync(() => setWorking(true));
    else setWorking(true);
    try {
      if (answerFirst) await afterNextPaint();
      setAttempted(true);
      setServerErrors({});
      const errors = answerFirst ? await checkApart() : await formik.validateForm();
      if (focusFirst(errors)) {
        onInvalid?.();
        return;
      }
      setSending(true);
      const outcome = await send(formik.values);
      if (outcome.accepted) {
        formik.resetForm({ values: initialValues });
        setAttempted(false);
        onAccepted?.();
        return;
      }
      setServerErrors(outcome.fieldErrors ?? {});
      focusFirst(outcome.fieldErrors ?? {});
    } finally {
      submitting.current = false;
      setSending(false);
      setWorking(false);
    }
  };

  return {
    formik,
    values: formik.values,
    /** Whether the visitor has tried to send since the form was last emptied. */
    attempted,
    /** While the values are on their way (not while the form checks them: nothing is sent then). */
    sending,
    /** From the tap on send until the check has found errors or the send is done (drawn at once with answerFirst): what the button shows. */
    working,
    submit,
    /** What to show under a field: the server's word for it, else (after an attempt) the form's. */
    errorOf(field: Field): string | undefined {
      if (serverErrors[field]) return serverErrors[field];
      const error = attempted ? formik.errors[field] : undefined;
      return typeof error === 'string' ? error : undefined;
    },
    /** The visitor changed a field: its server message goes and the form re-checks as configured. */
    change(field: Field, value: Values[Field]) {
      if (serverErrors[field]) setServerErrors((current) => withoutField(current, field));
      void formik.setFieldValue(field, value);
    },
  };
}

/** What useCheckedForm gives a form's fields. */
export type CheckedForm<Values extends FormikValues, Field extends keyof Values & string> = ReturnType<typeof useCheckedForm<Values, Field>>;
