/** A list's rows as a table on wide screens and as simple two-line items on phones, where a table would scroll sideways. */
import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactElement } from 'react';
import { SimpleList, type RaRecord } from 'react-admin';

interface PhoneOrTableProps<R extends RaRecord> {
  table: ReactElement;
  primary: (record: R) => string;
  secondary?: (record: R) => string;
  tertiary?: (record: R) => string;
  /** Where a tap on a row leads; false for lists whose rows have no page of their own. */
  rowClick: 'edit' | 'show' | false;
}

export function PhoneOrTable<R extends RaRecord>({ table, primary, secondary, tertiary, rowClick }: PhoneOrTableProps<R>) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!phone) return table;
  return <SimpleList<R> primaryText={primary} secondaryText={secondary} tertiaryText={tertiary} linkType={rowClick} />;
}
