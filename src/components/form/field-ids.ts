import { recordOf } from '../../lib/record-of';

/** The ids that tie a field's label, control, hint and error together. */
export interface FieldIds {
  field: string;
  control: string;
  hint: string;
  error: string;
}

export function fieldIds(prefix: string, field: string): FieldIds {
  return { field, control: `${prefix}-${field}`, hint: `${prefix}-${field}-hint`, error: `${prefix}-${field}-error` };
}

/** The ids a control's aria-describedby lists: its hint, then its error when there is one. */
export function describedBy(ids: FieldIds, hasHint: boolean, error: string | undefined): string | undefined {
  const parts = [hasHint ? ids.hint : null, error ? ids.error : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** What every control of a field carries: its id, name and the accessible state of its error. */
export function controlProps(ids: FieldIds, hasHint: boolean, error: string | undefined) {
  return {
    id: ids.control,
    name: ids.field,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, hasHint, error),
  } as const;
}

/** Every field's ids under one prefix (unique per form, so two forms can share a page). */
export function formFieldIds<Field extends string>(prefix: string, fields: readonly Field[]): Record<Field, FieldIds> {
  return recordOf(fields, (field) => fieldIds(prefix, field));
}
