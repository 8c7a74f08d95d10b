import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { dataProvider as adminDataProvider } from './data-provider';
import { errorMessage } from '@efe/shared/error-facts';

type AdminDataProvider = typeof adminDataProvider;

/**
 * A button's own call to the admin API (Publish now, Mark as handled): pending while it runs so it
 * is not sent twice, the outcome or the API's error told in a notification, the page read again.
 * Answers whether the call succeeded (a dialog stays open on a refusal).
 */
export function useAdminAction(): { pending: boolean; run: (call: (api: AdminDataProvider) => Promise<unknown>, done: string) => Promise<boolean> } {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const run = async (call: (api: AdminDataProvider) => Promise<unknown>, done: string) => {
    setPending(true);
    try {
      await call(dataProvider);
      notify(done, { type: 'info' });
      refresh();
      return true;
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}
