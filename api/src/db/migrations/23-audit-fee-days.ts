import { dayOfIsoFeeDetail, mobilizationFeeDetail } from '../fee-audit-detail';
import type { Migration } from './migration';

export const auditFeeDays: Migration = {
  version: 23,
  description:
    "the audit trail's mobilization fees with their day in words (\"paid on Sat 28 Nov 2026\"), as the route writes them since and the admin says every day; only that sentence of that action is read, so a file name or an address holding digits like a date stays as it was",
  sql: '',
  run: (db) => {
    const rows = db.prepare<[], { id: number; detail: string }>("SELECT id, detail FROM audit_log WHERE resource = 'engagements' AND action = 'record fee' AND detail IS NOT NULL").all();
    const rewrite = db.prepare<[string, number]>('UPDATE audit_log SET detail = ? WHERE id = ?');
    for (const { id, detail } of rows) {
      const day = dayOfIsoFeeDetail(detail);
      if (day) rewrite.run(mobilizationFeeDetail(day), id);
    }
  },
};
