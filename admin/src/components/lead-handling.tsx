/**
 * Whether a lead was answered: the field that says so, and the button that marks the lead
 * handled or takes the mark back, so the recruiters see which leads are taken care of.
 */
import DoneIcon from '@mui/icons-material/Done';
import UndoIcon from '@mui/icons-material/Undo';
import { Button } from '@mui/material';
import { FunctionField, useRecordContext, useResourceContext } from 'react-admin';
import type { Handling } from '../../../api/src/db/submission-repository';
import { handlingText } from '../lib/handling';
import { useAdminAction } from '../use-admin-action';

type Lead = Handling & { id: number };

/** Takes `source` (handled_at) and `label` as props, as react-admin's layouts read them from the element. */
export function HandledField({ source, label }: { source: 'handled_at'; label: string }) {
  return <FunctionField<Lead> source={source} label={label} render={handlingText} />;
}
// Read by react-admin's Datagrid from the component: the inboxes are newest first, a header that
// offered to sort by this would do nothing.
HandledField.sortable = false;

export function HandledButton() {
  const lead = useRecordContext<Lead>();
  const resource = useResourceContext() as 'applications' | 'messages';
  const { pending, run } = useAdminAction();
  if (!lead) return null;
  const handled = Boolean(lead.handled_at);
  const toggle = () => run((api) => api.setHandled(resource, lead.id, !handled), handled ? 'Marked as not handled yet' : 'Marked as handled');
  // MUI's Button rather than react-admin's, which shows the icon alone on a phone.
  return (
    <Button onClick={() => void toggle()} disabled={pending} size="small" variant={handled ? 'text' : 'contained'} startIcon={handled ? <UndoIcon /> : <DoneIcon />}>
      {handled ? 'Mark as not handled' : 'Mark as handled'}
    </Button>
  );
}
