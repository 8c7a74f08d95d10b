/**
 * The button that marks a lead handled or takes the mark back, so the recruiters see which leads
 * are taken care of (the lead's HandledField in lead-fields says when and by whom).
 */
import DoneIcon from '@mui/icons-material/Done';
import UndoIcon from '@mui/icons-material/Undo';
import { Button } from '@mui/material';
import { useRecordContext, useResourceContext } from 'react-admin';
import type { Handling } from '@efe/shared/contract/lead';
import { useAdminAction } from '../use-admin-action';
import { isOneOf } from '@efe/shared/one-of';

type Lead = Handling & { id: number };

const LEAD_RESOURCES = ['applications', 'messages'] as const;

export function HandledButton() {
  const lead = useRecordContext<Lead>();
  const resource = useResourceContext();
  const { pending, run } = useAdminAction();
  if (!lead || !isOneOf(LEAD_RESOURCES, resource)) return null;
  const handled = Boolean(lead.handled_at);
  const toggle = () => run((api) => api.setHandled(resource, lead.id, !handled), handled ? 'Marked as not handled yet' : 'Marked as handled');
  // MUI's Button rather than react-admin's, which shows the icon alone on a phone.
  return (
    <Button onClick={() => void toggle()} disabled={pending} size="small" variant={handled ? 'text' : 'contained'} startIcon={handled ? <UndoIcon /> : <DoneIcon />}>
      {handled ? 'Mark as not handled' : 'Mark as handled'}
    </Button>
  );
}
