import path from 'node:path';
import type { AppConfig } from './config/app-config.js';

/** What a start prints: where to go, where the data is, and where mail goes. No credentials. */
export function startupBanner(config: AppConfig, bootSeconds: number): string {
  const database = config.databaseUrl
    ? `PostgreSQL ${describeUrl(config.databaseUrl)}`
    : `embedded PostgreSQL in ${path.join(config.dataDir, 'pg')}`;
  const mail = config.smtpUrl
    ? `SMTP ${describeUrl(config.smtpUrl)}`
    : `not sent: written to ${path.join(config.dataDir, 'outbox')} (set SMTP_URL to send)`;
  return [
    `Punchcard is listening on ${config.publicUrl} (started in ${bootSeconds.toFixed(1)} s)`,
    `  data directory: ${config.dataDir}`,
    `  database:       ${database}`,
    `  mail:           ${mail}`,
    `  log level:      ${config.logLevel} (LOG_LEVEL=debug logs every request)`,
  ].join('\n');
}

/** host:port/database of a connection URL; user and password never printed. */
function describeUrl(value: string): string {
  try {
    const url = new URL(value);
    return `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return '(unparsable URL)';
  }
}
