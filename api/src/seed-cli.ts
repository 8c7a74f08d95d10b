/**
 * `npm run api:seed`: replaces blog posts, testimonials and candidates with the seed content.
 * Applications and contact messages are never touched.
 */
import { configFromEnv } from './config';
import { openDatabase } from './db/connection';
import { seedDatabase } from './seed/seed-database';

function main(): void {
  const config = configFromEnv();
  const db = openDatabase(config.databasePath);
  try {
    const summary = seedDatabase(db, config.seedDir, {
      warn: (details, message) => console.warn(`warning: ${message}`, details),
    });
    console.log(
      `Seeded ${config.databasePath} from ${config.seedDir}: ${summary.blogPosts} blog posts, ` +
        `${summary.testimonials} testimonials, ${summary.candidates} candidates.`,
    );
  } finally {
    db.close();
  }
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
