/**
 * What a visitor entered in a form's static HTML before its code ran (components/Deferred): React
 * hydrates the same elements without touching their values, and the form takes these in as its
 * state, so nothing typed, ticked or chosen is lost or silently overwritten later.
 */
export interface EnteredValues {
  /** Non-empty text values and every ticked checkbox, by control name. */
  text: Record<string, string[]>;
  /** Files chosen in file pickers, by control name. */
  files: Record<string, File>;
}

export function enteredValues(form: HTMLFormElement | null): EnteredValues {
  const entered: EnteredValues = { text: {}, files: {} };
  if (!form) return entered;
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string') {
      if (value !== '') entered.text[name] = [...(entered.text[name] ?? []), value];
    } else if (value.name !== '' || value.size > 0) {
      entered.files[name] = value;
    }
  });
  return entered;
}

/** The first text entered in each of `fields`, for the fields that have one. */
export function enteredTexts<Field extends string>(text: EnteredValues['text'], fields: readonly Field[]): Partial<Record<Field, string>> {
  const typed: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const value = text[field]?.[0];
    if (value) typed[field] = value;
  }
  return typed;
}

/**
 * The values a form starts from after hydration: its empty values with each layer over the one
 * before (oldest first: the session draft, a choice the visitor's link made, what was typed before
 * the code ran). null when no layer holds anything, so an untouched form is left as it is.
 */
export function layeredValues<Values extends object>(empty: Values, ...layers: (Partial<NoInfer<Values>> | null)[]): Values | null {
  const present = layers.filter((layer): layer is Partial<Values> => layer !== null && Object.keys(layer).length > 0);
  return present.length > 0 ? present.reduce<Values>((values, layer) => ({ ...values, ...layer }), empty) : null;
}
