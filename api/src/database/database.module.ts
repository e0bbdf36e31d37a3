import { Global, Logger, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { dataSourceOptions, type DatabaseTarget } from './data-source-options.js';
import { Database } from './sql/database.js';
import { Transactions } from './transactions.js';

/**
 * TypeORM over either PostgreSQL or embedded PGlite. Migrations run when the module starts, in
 * both modes, before the app serves a request; @nestjs/typeorm closes the pool at shutdown.
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
      ],
      providers: [Transactions, Database],
      exports: [Transactions, Database],
    };
  }
}
