/** A list's rows as a table on wide screens and as simple two-line items on phones, where a table would scroll sideways. */
import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { SimpleList, SimpleListClasses, type RaRecord } from 'react-admin';

interface PhoneOrTableProps<R extends RaRecord> {
  /** The wide screens' table: a Datagrid, given the empty list's sentence too. */
  table: ReactElement<{ empty?: ReactNode }>;
  primary: (record: R) => string;
  secondary?: (record: R) => string;
  tertiary?: (record: R) => string;
  /** Where a tap on a row leads; false for lists whose rows have no page of their own. */
  rowClick: 'edit' | 'show' | false;
  /** What an empty list says: what will appear here and when (react-admin's own is "No Mail queue found"). */
  empty?: string;
}

/** An empty list's sentence, in the list's place. */
export function EmptyList({ children }: { children: string }) {
  return (
    <Typography color="text.secondary" sx={{ p: 2 }} data-testid="empty-list">
      {children}
    </Typography>
  );
}

export function PhoneOrTable<R extends RaRecord>({ table, primary, secondary, tertiary, rowClick, empty = 'Nothing here yet.' }: PhoneOrTableProps<R>) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const emptyList = <EmptyList>{empty}</EmptyList>;
  if (!phone) return cloneElement(table, { empty: emptyList });
  return (
    <SimpleList<R>
      primaryText={primary}
      secondaryText={secondary}
      tertiaryText={tertiary}
      linkType={rowClick}
      empty={emptyList}
      // A row's text may hold a word longer than the phone is wide (an erased address's hash, a file's name): it breaks anywhere rather than widening the page.
      // The third text floats beside the first, touching its last word ("updated28/11/2026") unless kept apart.
      sx={{ '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere' }, [`& .${SimpleListClasses.tertiary}`]: { ml: 1 } }}
    />
  );
}
