/**
 * react-admin's DateInput and DateTimeInput for the staff: the same values in the form (a day
 * "2026-11-25", an ISO instant), typed and shown day first on the 24-hour clock
 * (StaffDateTextField). Text that cannot be read stays in the form as typed, so the form will not
 * save it and a list's filters do not apply it; the field says why.
 */
import { FieldTitle, ValidationError, useInput, type InputProps, type Validator } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useMemo, type ReactNode } from 'react';
import { isStoredDate, readDateText, type DateKind } from '../lib/dates';
import { StaffDateTextField } from './staff-date-text-field';

type StaffDateInputProps = Pick<InputProps, 'source' | 'label' | 'validate' | 'defaultValue' | 'alwaysOn'> & {
  helperText?: ReactNode | false;
  fullWidth?: boolean;
};

/** The form's check: the message the field gives for text it cannot read. */
const readable =
  (kind: DateKind): Validator =>
  (value: unknown) => {
    if (value === null || value === undefined || value === '' || isStoredDate(kind, value)) return undefined;
    const reading = readDateText(kind, String(value));
    return 'problem' in reading ? reading.problem : undefined;
  };

function StaffDateInputOf({ kind, source, label, validate, defaultValue, helperText, fullWidth }: StaffDateInputProps & { kind: DateKind }) {
  // One check for the form's life: a new one on each render would make the form check again and again.
  const checks = useMemo(() => [readable(kind), ...(Array.isArray(validate) ? validate : validate ? [validate] : [])], [kind, validate]);
  const { field, fieldState, id, isRequired } = useInput({ source, validate: checks, defaultValue });
  const { isSubmitted } = useFormState();
  const value: unknown = field.value;
  return (
    <StaffDateTextField
      kind={kind}
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={typeof value === 'string' ? value : null}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      problem={fieldState.error?.message && (fieldState.isTouched || isSubmitted) ? <ValidationError error={fieldState.error.message} /> : undefined}
      showProblem={isSubmitted}
      helperText={helperText}
      fullWidth={fullWidth}
      size="small"
      className={`ra-input ra-input-${source}`}
      label={label === false ? undefined : <FieldTitle label={label} source={source} isRequired={isRequired} />}
    />
  );
}

/** A calendar day ("2026-11-25" in the form), typed as 25/11/2026. */
export function StaffDateInput(props: StaffDateInputProps) {
  return <StaffDateInputOf kind="day" {...props} />;
}

/** An instant (ISO 8601 in the form), typed as 25/11/2026 14:05 on Dubai's clock, as the lists show it. */
export function StaffDateTimeInput(props: StaffDateInputProps) {
  return <StaffDateInputOf kind="minute" {...props} />;
}
