/**
 * On a booked consultation or a contact message: "Open an engagement" (the family's details
 * copied, opened at once), or, once opened, the way to it (the API names it in its refusal).
 */
import WorkIcon from '@mui/icons-material/Work';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRedirect } from 'react-admin';
import type { dataProvider as adminDataProvider } from '../data-provider';
import { errorMessage } from '@efe/shared/error-facts';

export function OpenEngagementButton({ from }: { from: 'consultation' | 'message' }) {
  const lead = useRecordContext<{ id: number }>();
  const dataProvider = useDataProvider<typeof adminDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [pending, setPending] = useState(false);
  if (!lead) return null;
  const open = async () => {
    setPending(true);
    try {
      const opened = await dataProvider.openEngagement(from === 'consultation' ? { consultation_id: lead.id } : { message_id: lead.id });
      notify('Engagement opened with the family’s details.', { type: 'info' });
      redirect('show', 'engagements', Number(opened.id));
    } catch (error) {
      // "This consultation has its engagement already: number 12." leads there.
      const existing = /number (\d+)/.exec(errorMessage(error))?.[1];
      if (existing) redirect('show', 'engagements', Number(existing));
      notify(errorMessage(error), { type: existing ? 'info' : 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button onClick={() => void open()} disabled={pending} size="small" variant="outlined" startIcon={<WorkIcon />} data-testid="open-engagement">
      Open an engagement
    </Button>
  );
}
