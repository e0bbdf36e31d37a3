import { Injectable } from '@nestjs/common';
import { ErrorKey, type Health } from '@punchcard/shared';
import { DataSource } from 'typeorm';
import { AppException } from '#src/common/errors/app.exception.js';
import { Database, sql } from '#src/database/sql/index.js';

const TIMEOUT_MS = 3000;

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly db: Database,
  ) {}

  async check(): Promise<Health> {
    const unavailable = new AppException(
      503,
      ErrorKey.ServiceUnavailable,
      'The database is unreachable.',
    );
    if (!this.dataSource.isInitialized) throw unavailable;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.db.execute(sql`SELECT 1`),
        new Promise((_, reject) => {
          timer = setTimeout(() => {
            reject(new Error('timeout'));
          }, TIMEOUT_MS);
        }),
      ]);
    } catch {
      throw unavailable;
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ok', database: 'up' };
  }
}
