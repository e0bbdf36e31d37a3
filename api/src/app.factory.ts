import fs from 'node:fs';
import path from 'node:path';
import { VersioningType } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { type AppOptions, AppModule } from './app.module.js';
import { buildOpenApi } from '#src/common/openapi/openapi-document.js';
import { contentSecurityDirectives } from '#src/common/http/content-security.js';
import { installRequestInput } from '#src/common/http/request-input.js';
import { warnOnceOfUntrustedProxy } from '#src/common/throttling/untrusted-proxy-warning.js';
import { staticAssets } from '#src/web/static-assets.js';

// Tests and the drift check build the document from an app made here.
export { buildOpenApi };

/** Builds the whole app: the same wiring serves production, `npm start` and integration tests. */
export async function createApp(options: AppOptions): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), {
    bufferLogs: true,
    // Express runs the first route that matches. Registering literal segments before parameters
    // lets `/workspaces/timestamps` win over `/workspaces/{id}` whatever order modules and
    // controllers are declared in.
    routeResolutionStrategy: 'specificity',
    // Parsed by installRequestInput, which also refuses text PostgreSQL cannot store.
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  const { config } = options;
  if (config.trustProxy !== undefined) app.set('trust proxy', trustProxyValue(config.trustProxy));
  else app.use(warnOnceOfUntrustedProxy());
  app.disable('x-powered-by');
  // Express hashes every reply body for an ETag; API answers are per-user and never revalidated.
  // Replacing the hash function (not turning `etag` off) keeps the ETag `sendFile` gives web
  // assets from their size and mtime, which index.html's revalidation relies on (staticAssets).
  app.set('etag fn', () => undefined);
  // Self-hosted installs are often reached over plain HTTP on a LAN address: there, pinning HTTPS
  // (HSTS) would break every page.
  const https = config.publicUrl.startsWith('https://');
  app.use(
    helmet({
      contentSecurityPolicy: { directives: contentSecurityDirectives(config.billing, https) },
      strictTransportSecurity: https,
    }),
  );
  app.use(cookieParser());
  installRequestInput(app);
  app.enableVersioning({ type: VersioningType.URI, defaultVersion: '1' });
  SwaggerModule.setup('v1/docs', app, () => buildOpenApi(app), {
    jsonDocumentUrl: 'v1/docs/openapi.json',
  });
  if (config.kioskDist) serveSpa(app, '/kiosk', config.kioskDist);
  if (config.webDist) serveSpa(app, '/', config.webDist);
  return app;
}

function trustProxyValue(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * Serves a built single-page app under `prefix` (see `staticAssets`), when it has been built.
 * `/v1` stays the API's.
 */
function serveSpa(app: NestExpressApplication, prefix: string, dist: string): void {
  if (!fs.existsSync(path.join(dist, 'index.html'))) return;
  app.use(prefix, staticAssets(dist));
}
