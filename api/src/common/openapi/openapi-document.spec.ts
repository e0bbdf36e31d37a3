import { Body, Controller, Get, Module, Patch } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject, ReferenceObject, ResponseObject } from '@nestjs/swagger';
import { ApiOperation } from '@nestjs/swagger';
import { ErrorKey, Permission } from '@punchcard/shared';
import { IsString } from 'class-validator';
import { Authenticated, Public } from '#src/auth/auth.decorators.js';
import { ApiErrors } from './api-errors.decorator.js';
import { buildOpenApi } from './openapi-document.js';

class RenameDto {
  @IsString() name: string;
}

@Controller('things')
class ThingsController {
  @Get('open')
  @Public()
  @ApiOperation({ summary: 'Open' })
  open(): string {
    return 'ok';
  }

  @Patch(':id')
  @Authenticated({ workspace: { param: 'id' }, permission: Permission.CudTags })
  @ApiOperation({ summary: 'Rename' })
  @ApiErrors(ErrorKey.TagNotFound, ErrorKey.TagConflict, [412, ErrorKey.TagConflict])
  rename(@Body() dto: RenameDto): string {
    return dto.name;
  }
}

@Module({ controllers: [ThingsController] })
class ThingsModule {}

/** The keys each error status of an operation answers with, `$ref`s followed. */
function answers(document: OpenAPIObject, path: string, method: 'get' | 'patch') {
  const responses = document.paths[path]?.[method]?.responses ?? {};
  const resolve = (response: ResponseObject | ReferenceObject | undefined): ResponseObject =>
    response && '$ref' in response
      ? (document.components?.responses?.[response.$ref.split('/').pop() ?? ''] as ResponseObject)
      : (response ?? { description: '' });
  return Object.fromEntries(
    Object.entries(responses)
      .filter(([status]) => Number(status) >= 400)
      .map(([status, response]) => {
        const schema = resolve(response).content?.['application/json']?.schema as {
          allOf: [unknown, { properties: { error_key: { enum: string[] } } }];
        };
        return [status, schema.allOf[1].properties.error_key.enum];
      }),
  );
}

describe('the OpenAPI document', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    app = await NestFactory.create<NestExpressApplication>(ThingsModule, { logger: false });
    await app.init();
  });
  afterAll(() => app.close());

  it('groups a route’s own keys by status beside those its auth and input give', () => {
    expect(answers(buildOpenApi(app), '/things/{id}', 'patch')).toEqual({
      '400': [ErrorKey.BadRequest],
      '401': [ErrorKey.Unauthorized],
      '403': [ErrorKey.Forbidden],
      '404': [ErrorKey.TagNotFound, ErrorKey.WorkspaceNotFound].sort(),
      '409': [ErrorKey.TagConflict],
      '412': [ErrorKey.TagConflict],
    });
  });

  it('declares the workspace path parameter the guard reads', () => {
    const parameters = buildOpenApi(app).paths['/things/{id}']?.patch?.parameters;
    expect(parameters).toEqual([
      expect.objectContaining({
        name: 'id',
        in: 'path',
        schema: { type: 'string', format: 'uuid' },
      }),
    ]);
  });

  it('marks open routes as such, and answers nothing for a GET without input', () => {
    const document = buildOpenApi(app);
    expect(document.paths['/things/open']?.get?.security).toEqual([
      {},
      { cookie: [] },
      { bearer: [] },
    ]);
    expect(answers(document, '/things/open', 'get')).toEqual({});
  });

  it('is the same however often it is built', () => {
    expect(JSON.stringify(buildOpenApi(app))).toBe(JSON.stringify(buildOpenApi(app)));
  });
});
