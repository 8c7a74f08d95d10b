import { useEffect, useState } from 'react';
import type { ApplicationValues } from '../../lib/application-schema';
import { clearDraft, loadDraft, saveDraft, type ApplicationDraft } from '../../lib/application-draft';

/**
 * The career form's session draft (lib/application-draft): taken once after hydration, then kept
 * in step with every change, and dropped when the application is accepted.
 */
export function useApplicationDraft(values: ApplicationValues) {
  const [inUse, setInUse] = useState(false);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    // Not before `take`: saving the empty first render would overwrite the draft to restore.
    if (inUse) saveDraft(values);
  }, [values, inUse]);

  return {
    /** Whether the answers on screen came back from a draft (the form says so). */
    restored,
    take(): ApplicationDraft | null {
      const draft = loadDraft();
      setRestored(Boolean(draft));
      setInUse(true);
      return draft;
    },
    discard(): void {
      clearDraft();
      setRestored(false);
    },
  };
}
