import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  DocumentBuilder,
  type OpenAPIObject,
  type SchemaObject,
  type ReferenceObject,
  SwaggerModule,
} from '@nestjs/swagger';
import { API_ERROR_SCHEMA, API_ERROR_SCHEMA_NAME, shareSingleKeyAnswers } from './error-schema.js';
import { describeRoutes } from './route-answers.js';

/** The OpenAPI document integrators build on; committed as api/openapi.json and linted. */
export function buildOpenApi(app: NestExpressApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Punchcard API')
    .setDescription(
      'Workforce time tracking. Bodies are snake_case JSON, times are unix seconds, ids are UUIDs. ' +
        'Every error answers { status_code, error_key, message }.',
    )
    .setVersion('1')
    .setLicense('AGPL-3.0-only', 'https://www.gnu.org/licenses/agpl-3.0.html')
    // Each install serves its own API: paths are relative to wherever it is reached.
    .addServer('/', 'This Punchcard server')
    .addCookieAuth('punchcard_session')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'Member API key' })
    .addSecurity('kiosk', {
      type: 'http',
      scheme: 'Kiosk',
      description: 'Paired kiosk device token (`Authorization: Kiosk <token>`): device calls only',
    })
    // Closed by default, as the auth guard is; @Public() routes say otherwise.
    .addSecurityRequirements('cookie')
    .addSecurityRequirements('bearer')
    .build();
  describeRoutes(app);
  const document = SwaggerModule.createDocument(app, config);
  const schemas = { ...document.components?.schemas, [API_ERROR_SCHEMA_NAME]: API_ERROR_SCHEMA };
  for (const schema of Object.values(schemas)) typeNullableCombinators(schema);
  document.components = { ...document.components, schemas };
  shareSingleKeyAnswers(document);
  return document;
}

/**
 * OpenAPI 3.0 reads `nullable` only beside a `type`, and swagger drops the type of a property
 * declared with `oneOf` (a nullable choice of objects, e.g. a request preview's target).
 */
function typeNullableCombinators(schema: SchemaObject | ReferenceObject): void {
  if ('$ref' in schema) return;
  for (const property of Object.values(schema.properties ?? {})) {
    if ('$ref' in property) continue;
    const combined = property.oneOf ?? property.anyOf;
    if (property.nullable && combined && !property.type) property.type = 'object';
  }
}
