export { Database, type WorkerStatement } from './database.js';
export { camelRow, type CamelRow, type TableRecord } from './records.js';
export type { TableRow, Tables } from './schema/index.js';
export { compile, Sql, sql } from './sql.js';
