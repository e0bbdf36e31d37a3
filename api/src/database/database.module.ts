import { Global, Logger, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { dataSourceOptions, type DatabaseTarget } from './data-source-options.js';
import { DATABASE_TARGET, Invalidations } from './invalidations.js';
import { RequestTurnsModule } from './request-turns.module.js';
import { Database } from './sql/database.js';
import { Transactions } from './transactions.js';

/**
 * TypeORM over either PostgreSQL or embedded PGlite. Migrations run when the module starts, in
 * both modes, before the app serves a request; @nestjs/typeorm closes the pool at shutdown. On
 * PGlite, requests queue fairly for its single connection (connection-queue.ts).
 */
@Global()
@Module({})
export class DatabaseModule {
  private static readonly logger = new Logger('Database');

  static forRoot(target: DatabaseTarget): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => dataSourceOptions(target),
          dataSourceFactory: async (options) => {
            if (!options) throw new Error('Database options are missing');
            const dataSource = await new DataSource(options).initialize();
            const applied = await dataSource.runMigrations({ transaction: 'each' });
            for (const migration of applied) {
              DatabaseModule.logger.log(`Applied migration ${migration.name}`);
            }
            return dataSource;
          },
        }),
        ...(target.kind === 'pglite' ? [RequestTurnsModule] : []),
      ],
      providers: [
        Transactions,
        Database,
        { provide: DATABASE_TARGET, useValue: target },
        Invalidations,
      ],
      exports: [Transactions, Database, Invalidations],
    };
  }
}
