import type { Migration } from './migration';

export const deploys: Migration = {
  version: 2,
  description: 'deploys: each call of the deploy webhook and its attempts',
  sql: `
      CREATE TABLE deploys (
        id INTEGER PRIMARY KEY,
        reason TEXT NOT NULL,
        changes INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
        requested_at TEXT NOT NULL,
        finished_at TEXT
      );
      CREATE TABLE deploy_attempts (
        deploy_id INTEGER NOT NULL REFERENCES deploys(id) ON DELETE CASCADE,
        attempt INTEGER NOT NULL,
        started_at TEXT NOT NULL,
        status_code INTEGER,
        error TEXT,
        PRIMARY KEY (deploy_id, attempt)
      );
    `,
};
