import { useEffect, useRef, useState } from 'react';
import type { FormDraft } from '../../lib/form-draft';

/**
 * A form's session draft (lib/form-draft): taken once after hydration, then kept in step with
 * every change, and dropped when the form is accepted.
 */
export function useFormDraft<D extends { [K in keyof D]: string | string[] }>(draft: FormDraft<D>, values: D) {
  // The values on screen when the draft was taken (null before): not saved, only a change from
  // them is (saving the empty first render would overwrite the draft to restore). Not state:
  // taking the draft as the form hydrates draws nothing again when there was none.
  const taken = useRef<D | null>(null);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    if (taken.current && values !== taken.current) draft.save(values);
  }, [draft, values]);

  return {
    /** Whether the answers on screen came back from a draft (the form says so). */
    restored,
    take(): D | null {
      const saved = draft.load();
      if (saved) setRestored(true);
      taken.current = values;
      return saved;
    },
    discard(): void {
      draft.clear();
      setRestored(false);
    },
  };
}
