/**
 * Keeps a content form's unsaved changes in this browser (lib/form-drafts) while the editor
 * types, and when the form opens with changes kept from before, asks whether to bring them back.
 * The data provider drops the draft once the record is saved; leaving the form drops it too,
 * unless the session ended.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useRecordContext, useResourceContext } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { draftKey, dropDraft, keepDraft, keptDraft, type KeptDraft } from '../lib/form-drafts';
import { knownSession } from '../auth-provider';
import { useStaffSession } from '../use-staff-session';
import { officeMoment } from '../lib/dates';

export function DraftKeeper() {
  const resource = useResourceContext();
  const record = useRecordContext();
  const session = useStaffSession();
  const { getValues, reset } = useFormContext();
  const values = useWatch();
  const { dirtyFields } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0;
  const key = session && resource ? draftKey(session.email, resource, record?.id) : null;
  const [offered, setOffered] = useState<KeptDraft | null>(null);

  useEffect(() => {
    if (key) setOffered(keptDraft(key));
  }, [key]);

  const keptHere = useRef(false);
  useEffect(() => {
    // Only changes are kept: opening a form must not replace a draft not yet offered.
    if (!key || !dirty || offered) return;
    keepDraft(key, getValues());
    keptHere.current = true;
  }, [key, dirty, offered, values, getValues]);

  useEffect(() => {
    if (!key) return undefined;
    // Leaving the form inside the admin means its changes were saved or given up at react-admin's
    // "ignore them?" question, so they are not offered again. A session that ended also closes the
    // form, but only after the session is forgotten (auth-provider), so that draft stays; a closed
    // tab runs no cleanup at all. A draft still waiting for an answer is never dropped here.
    return () => {
      if (keptHere.current && knownSession()) dropDraft(key);
    };
  }, [key]);

  if (!offered || !key) return null;
  const restore = () => {
    // Against the saved record as the default, so the form counts as changed and Save is offered.
    reset({ ...getValues(), ...offered.values }, { keepDefaultValues: true });
    setOffered(null);
  };
  const discard = () => {
    dropDraft(key);
    setOffered(null);
  };
  return (
    <Dialog open aria-labelledby="draft-keeper-title" aria-describedby="draft-keeper-text">
      <DialogTitle id="draft-keeper-title">Unsaved changes</DialogTitle>
      <DialogContent>
        <DialogContentText id="draft-keeper-text">
          This form has changes from {officeMoment(offered.savedAt)} that were never saved (the session may have
          ended, or the browser closed). Bring them back?
          {offered.filesLeftOut ? ' A picture or file chosen then has to be chosen again.' : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={discard}>Discard them</Button>
        <Button onClick={restore} variant="contained">
          Bring them back
        </Button>
      </DialogActions>
    </Dialog>
  );
}
