/** A list's or a page's date on the office's clock (lib/dates): 25/11/2026, or 25/11/2026 14:05 (Dubai) with `showTime`, as the date inputs take it. */
import { FunctionField, type RaRecord } from 'react-admin';
import { valueAt } from '../lib/list-query';
import { officeDate, officeMoment } from '../lib/dates';

interface StaffDateFieldProps {
  source: string;
  label: string;
  showTime?: boolean;
  sortable?: boolean;
  /** What an empty date says. */
  emptyText?: string;
}

export function StaffDateField({ source, label, showTime = false, sortable, emptyText = '' }: StaffDateFieldProps) {
  return (
    <FunctionField
      source={source}
      label={label}
      sortable={sortable}
      render={(record: RaRecord) => {
        const value = valueAt(record, source);
        if (value === '' || (typeof value !== 'string' && typeof value !== 'number')) return emptyText;
        return showTime ? officeMoment(value) : officeDate(value);
      }}
    />
  );
}
