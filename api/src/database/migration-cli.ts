/**
 * TypeORM CLI entry (`npm run migration:generate -w api` / the drift check): the schema as the
 * entities describe it, against DATABASE_URL.
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must name a PostgreSQL database for migration commands');

export default new DataSource(dataSourceOptions({ kind: 'postgres', url, poolSize: 2 }));
