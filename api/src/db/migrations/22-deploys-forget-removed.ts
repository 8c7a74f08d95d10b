import type { Migration } from './migration';

export const deploysForgetRemoved: Migration = {
  version: 22,
  description:
    "deploys that are to forget removed personal data: their build starts without Gatsby's LMDB stores, which keep deleted records' bytes; kept with the deploy so that one whose hook call failed is carried by the next",
  sql: 'ALTER TABLE deploys ADD COLUMN forget_removed INTEGER NOT NULL DEFAULT 0 CHECK (forget_removed IN (0, 1));',
};
