import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApi } from '../src/app.factory.js';
import { MATRIX } from './matrix/index.js';
import {
  agentOf,
  matrixTeam,
  type Caller,
  CALLERS,
  KEY_REFUSED,
  type MatrixContext,
  type MatrixRow,
} from './matrix/matrix.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * For every route of the API: each role of a workspace, the super owner's API key, a paired kiosk
 * of the workspace, a member of another workspace and a signed-out caller, against the
 * expectation in the route's row. A route without a row fails.
 */
describe('authorization matrix', () => {
  let t: TestApp;
  let team: MatrixContext;
  beforeAll(async () => {
    t = await startTestApp();
    team = await matrixTeam(t);
  });
  afterAll(() => t.close());

  function documentedRoutes(): string[] {
    const document: OpenAPIObject = buildOpenApi(t.app);
    return Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
  }

  it('has exactly one row for every documented route', () => {
    const routes = documentedRoutes().sort();
    const rows = MATRIX.map((row) => row.route).sort();
    expect(rows.filter((route, i) => rows.indexOf(route) !== i)).toEqual([]);
    expect(routes.filter((route) => !rows.includes(route))).toEqual([]);
    expect(rows.filter((route) => !routes.includes(route))).toEqual([]);
  });

  function expected(row: MatrixRow, caller: Caller): 'allow' | typeof KEY_REFUSED | number {
    const override = row.expect?.[caller];
    if (override !== undefined) return override;
    if (caller === 'ApiKey') return row.apiKey ?? expected(row, 'SuperOwner');
    // A Kiosk header is no member credential: anything but a device call treats it as none.
    if (caller === 'Kiosk') return row.kiosk ?? expected(row, 'SignedOut');
    if (caller === 'SignedOut') return row.signedOut ?? 401;
    if (caller === 'Outsider') return row.outsider ?? 404;
    return row.allow.includes(caller) ? 'allow' : (row.denied ?? 403);
  }

  /** The status, or KEY_REFUSED when a key is refused as one (403 error.api_key_not_allowed). */
  async function call(
    ctx: MatrixContext,
    row: MatrixRow,
    caller: Caller,
  ): Promise<number | typeof KEY_REFUSED> {
    const [method = '', template = ''] = row.route.split(' ');
    const request = await row.arrange(ctx, caller);
    expect(request.path.split('?')[0]).toMatch(
      new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    );
    const agent = agentOf(ctx, caller);
    let pending = agent[method.toLowerCase() as 'get'](request.path);
    if (request.query) pending = pending.query(request.query);
    if (request.file) pending = pending.attach('file', request.file.bytes, request.file.name);
    else if (request.body) pending = pending.send(request.body);
    const response = await pending;
    const { status } = response;
    const errorKey = (response.body as { error_key?: unknown } | null)?.error_key;
    const isKeyRefusal = errorKey === 'error.api_key_not_allowed';
    return status === 403 && isKeyRefusal ? KEY_REFUSED : status;
  }

  it.each(MATRIX.map((row) => [row.route, row] as const))('%s', async (_route, row) => {
    const outcomes: { caller: Caller; expected: string; got: number | string }[] = [];
    for (const caller of CALLERS) {
      const ctx = row.fresh ? await matrixTeam(t) : team;
      const want = expected(row, caller);
      const got = await call(ctx, row, caller);
      const ok =
        want === 'allow' ? typeof got === 'number' && got >= 200 && got < 300 : got === want;
      if (!ok) outcomes.push({ caller, expected: String(want), got });
    }
    expect(outcomes).toEqual([]);
  });
});
