import { useRef, useState } from 'react';
import { fileMessage, type FileField } from '@efe/shared/application-schema';
import type { ValidationTranslate } from '@efe/shared/form-rules';

/**
 * The CV and photo pickers: a file is checked when it is chosen, and a refused one is not kept
 * (the picker is emptied and shows "No file chosen" again) while its message stays until another
 * file is chosen.
 */
export function useChosenFiles(t: ValidationTranslate) {
  const [errors, setErrors] = useState<Partial<Record<FileField, string>>>({});
  const cv = useRef<HTMLInputElement>(null);
  const photo = useRef<HTMLInputElement>(null);
  const inputs: Record<FileField, React.RefObject<HTMLInputElement>> = { cv, photo };

  return {
    inputs,
    errors,
    /** The file the form keeps for `field`: the one chosen, or none when it is refused. */
    choose(field: FileField, file: File | null, input: HTMLInputElement): File | null {
      const message = file ? fileMessage(field, file, t) : null;
      if (message) {
        input.value = '';
        setErrors((previous) => ({ ...previous, [field]: message }));
        return null;
      }
      setErrors(({ [field]: _removed, ...rest }) => rest);
      return file;
    },
    /** After an accepted application: both pickers empty, no message left. */
    clear(): void {
      for (const input of [cv.current, photo.current]) if (input) input.value = '';
      setErrors({});
    },
  };
}
