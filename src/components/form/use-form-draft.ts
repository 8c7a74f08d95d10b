import { useEffect, useState } from 'react';
import type { FormDraft } from '../../lib/form-draft';

/**
 * A form's session draft (lib/form-draft): taken once after hydration, then kept in step with
 * every change, and dropped when the form is accepted.
 */
export function useFormDraft<D extends { [K in keyof D]: string | string[] }>(draft: FormDraft<D>, values: D) {
  const [inUse, setInUse] = useState(false);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    // Not before `take`: saving the empty first render would overwrite the draft to restore.
    if (inUse) draft.save(values);
  }, [draft, values, inUse]);

  return {
    /** Whether the answers on screen came back from a draft (the form says so). */
    restored,
    take(): D | null {
      const saved = draft.load();
      setRestored(Boolean(saved));
      setInUse(true);
      return saved;
    },
    discard(): void {
      draft.clear();
      setRestored(false);
    },
  };
}
