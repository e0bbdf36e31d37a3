import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { newWorkspace } from './support/factory.js';
import {
  bodyFor,
  encodePathText,
  hostileText,
  type Operation,
  parameterValue,
  type Schema,
} from './support/fuzz-inputs.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Property-based probe of the whole API: every operation of `api/openapi.json` gets RUNS inputs
 * shaped by its own schemas with hostile fields, sent by the SuperOwner of a BUSINESS workspace
 * (the caller that reaches the most code). No answer may be a 5xx, and every error must have the
 * catalogue's shape. The seed is fixed so CI is repeatable; FUZZ_SEED and FUZZ_RUNS explore more.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const ERROR_FIELDS = new Set(['status_code', 'error_key', 'message', 'details']);

interface OpenApi {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, Schema> };
}
interface OperationObject {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}

const document = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../openapi.json'), 'utf8'),
) as OpenApi;
const components = document.components.schemas;

function operations(): Operation[] {
  return Object.entries(document.paths).flatMap(([route, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const op = item[method] ?? {};
      const [contentType, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      return {
        method,
        path: route,
        parameters: (op.parameters ?? []).filter(
          (p): p is Operation['parameters'][number] => p.in === 'path' || p.in === 'query',
        ),
        body: contentType ? { contentType, schema: content?.schema } : undefined,
      };
    }),
  );
}

function inputs(op: Operation, seed: number) {
  const named = (where: 'path' | 'query') =>
    Object.fromEntries(
      op.parameters
        .filter((p) => p.in === where)
        .map((p) => [p.name, parameterValue(p.schema, components)]),
    );
  const arbitrary = fc.record({
    params: fc.record(named('path')),
    query: fc.record(named('query'), { requiredKeys: [] }),
    extraQuery: fc.dictionary(hostileText, hostileText, { maxKeys: 2 }),
    body: bodyFor(op.body?.schema, components),
  });
  return fc.sample(arbitrary, { numRuns: RUNS, seed });
}

describe('fuzzing every operation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it(
    `answers no 5xx and only the catalogue's error shape (${String(RUNS)} inputs per operation)`,
    async () => {
      const failures: string[] = [];
      let requests = 0;

      const fuzz = async (op: Operation, index: number) => {
        // A fresh SuperOwner per operation: deleting the account or signing out stays local.
        const owner = await newWorkspace(t, { plan: 'BUSINESS' });
        for (const input of inputs(op, SEED + index)) {
          const params: Record<string, string | undefined> = input.params;
          const url = op.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
            encodePathText(params[name] ?? ''),
          );
          const query = Object.entries({ ...input.extraQuery, ...input.query })
            .map(([key, value]) => `${encodePathText(key)}=${encodePathText(String(value))}`)
            .join('&');
          let request = owner.agent[op.method](query ? `${url}?${query}` : url);
          if (input.body !== undefined && op.method !== 'get') {
            request = request
              .set('content-type', 'application/json')
              .send(JSON.stringify(input.body));
          }
          const res = await request;
          requests += 1;
          const raw: unknown = res.body;
          const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<
            string,
            unknown
          >;
          const shapeOk =
            res.status < 400 ||
            (typeof body.status_code === 'number' &&
              body.status_code === res.status &&
              typeof body.error_key === 'string' &&
              typeof body.message === 'string' &&
              Object.keys(body).every((key) => ERROR_FIELDS.has(key)));
          if (res.status >= 500 || !shapeOk) {
            failures.push(
              `${op.method.toUpperCase()} ${op.path} -> ${String(res.status)} ${JSON.stringify(body).slice(0, 200)}\n` +
                `  url ${(query ? `${url}?${query}` : url).slice(0, 300)}\n  body ${((JSON.stringify(input.body) as string | undefined) ?? '').slice(0, 300)}`,
            );
          }
        }
      };

      const all = operations();
      // A few operations at a time: each walks its inputs in order, as a client would.
      for (let i = 0; i < all.length; i += 4) {
        await Promise.all(all.slice(i, i + 4).map((op, j) => fuzz(op, i + j)));
      }
      console.log(
        `fuzz: ${String(all.length)} operations, ${String(requests)} requests, ${String(failures.length)} failures`,
      );
      expect(failures.slice(0, 15)).toEqual([]);
    },
    20 * 60_000,
  );
});
