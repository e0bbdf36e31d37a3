/**
 * Fails when the entities and the migrations disagree: migrates an empty database, then asks
 * TypeORM what it would still change (what `migration:generate --check` does). Uses DATABASE_URL
 * (a scratch database is created and dropped beside it) or, without it, in-memory PGlite.
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../database/data-source-options.js';
import { scratchTarget } from './scratch-database.js';

/** What TypeORM would still run to make the migrated schema match the entities. */
async function pendingQueries(): Promise<string[]> {
  const { target, cleanup } = await scratchTarget();
  const dataSource = new DataSource(dataSourceOptions(target));
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    const log = await dataSource.driver.createSchemaBuilder().log();
    return log.upQueries.map((query) => query.query);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await cleanup();
  }
}

async function main(): Promise<void> {
  const pending = await pendingQueries();
  if (pending.length > 0) {
    console.error('Entities and migrations disagree. A migration still needs:');
    for (const query of pending) console.error(`  ${query};`);
    console.error(
      'Generate one: npm run migration:generate -w api -- src/database/migrations/<name>',
    );
    process.exit(1);
  }
  console.log('Entities and migrations agree.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
