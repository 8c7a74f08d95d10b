/**
 * A date, a date and time, or a time typed as the lists show them (lib/dates: 25/11/2026 14:05),
 * never in the order or the AM/PM a browser's own date field takes from its language. A text
 * field: typed from the keyboard, pasted, read aloud as it is shown. Under it, what was read in
 * words (Wed 25 Nov 2026, 14:05 (Dubai)), or, once the field is left, why it cannot be read.
 */
import { TextField, type TextFieldProps } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DATE_PATTERNS, dateInWords, dateText, readDateText, type DateKind } from '../lib/dates';

const WIDTHS: Record<DateKind, number> = { day: 225, minute: 260, time: 150 };

export type StaffDateTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'type' | 'helperText'> & {
  kind: DateKind;
  /** The stored value ("2026-11-25", an ISO instant, "14:05"), empty, or text that could not be read. */
  value: string | null | undefined;
  /** The stored value of what was typed, null when emptied, or the text as typed when it cannot be read. */
  onValueChange: (value: string | null) => void;
  /** A time may be 24:00, the end of the day. */
  endOfDay?: boolean;
  /** Another check's message (a required field, the API's answer): shown whenever given. */
  problem?: ReactNode;
  /** Marked invalid by a check of more than this field (a row of hours), whose message shows elsewhere. */
  invalid?: boolean;
  /** Show why the text cannot be read before the field is left (after a save was tried). */
  showProblem?: boolean;
  /** Under an empty field; false for none (a list's filter bar has no room, its problems still show). */
  helperText?: ReactNode | false;
};

export function StaffDateTextField({ kind, value, onValueChange, endOfDay = false, required = false, problem, invalid = false, showProblem = false, helperText, slotProps, sx, onBlur, ...rest }: StaffDateTextFieldProps) {
  const [text, setText] = useState(() => dateText(kind, value));
  const [left, setLeft] = useState(false);
  // The last value this field gave: a value the form sets from elsewhere (a reset, a restored draft) replaces the text.
  const given = useRef(value ?? '');
  useEffect(() => {
    if ((value ?? '') === given.current) return;
    given.current = value ?? '';
    setText(dateText(kind, value));
  }, [kind, value]);

  const reading = readDateText(kind, text, { endOfDay, required });
  const ownProblem = 'problem' in reading && (left || showProblem) ? reading.problem : undefined;
  const shownProblem = problem ?? ownProblem;
  const read = 'value' in reading && reading.value !== null ? dateInWords(kind, reading.value) : null;
  const filled = text.trim() !== '';
  const underneath = shownProblem ?? (helperText === false ? undefined : (read ?? helperText ?? (filled ? undefined : `As ${DATE_PATTERNS[kind].pattern}`)));

  return (
    <TextField
      {...rest}
      required={required}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        setLeft(false);
        const next = readDateText(kind, typed, { endOfDay, required });
        const stored = 'value' in next ? next.value : typed;
        given.current = stored ?? '';
        onValueChange(stored);
      }}
      onBlur={(event) => {
        setLeft(true);
        // Read well: shown as the lists show it (9:5 → 09:05, 5.1.2027 → 05/01/2027).
        if ('value' in reading) setText(dateText(kind, reading.value));
        onBlur?.(event);
      }}
      error={Boolean(shownProblem) || invalid}
      helperText={underneath}
      placeholder={DATE_PATTERNS[kind].pattern}
      autoComplete="off"
      sx={[
        // react-admin's filter bar hides helper texts; a problem must still be seen.
        { '&& .MuiFormHelperText-root.Mui-error': { display: 'block' } },
        // As wide as what it holds, so a long message wraps under it rather than widening it (on
        // a phone the field takes the row).
        rest.fullWidth ? {} : { width: { sm: WIDTHS[kind] } },
        ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
      ]}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...slotProps?.inputLabel },
        htmlInput: { spellCheck: false, ...slotProps?.htmlInput },
      }}
    />
  );
}
