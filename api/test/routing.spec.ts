import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApi } from '../src/app.factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The parts of express's router we read: a route layer and the route it dispatches to. */
interface RouteLayer {
  match(path: string): unknown;
  route?: {
    path: string;
    methods: Record<string, boolean>;
    _handlesMethod(method: string): boolean;
  };
}

interface Operation {
  method: string;
  /** As the OpenAPI document writes it: `/v1/workspaces/{id}`. */
  path: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
/** Every path parameter gets a UUID, which no literal segment equals, as a real id would not. */
const SAMPLE = '3f2b8c1e-5d4a-4e6f-9a7b-0c1d2e3f4a5b';

function operations(document: OpenAPIObject): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => method in item).map((method) => ({ method, path })),
  );
}

/**
 * The route layers that answer requests, in the order express tries them. Nest registers each
 * handler for its one method; a route for every method is middleware (`forRoutes('*')`) that
 * passes every request on.
 */
function handlerLayers(app: NestExpressApplication): RouteLayer[] {
  // express's types leave out what its layers carry at runtime (`match`, `route.methods`).
  const stack = app.getHttpAdapter().getInstance().router.stack as unknown as RouteLayer[];
  return stack.filter((layer) => Object.keys(layer.route?.methods ?? {}).length === 1);
}

const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * The operations a request would not reach: express runs the first route layer whose path
 * matches and which handles the method, so that layer must be the one declared for the operation.
 */
function misrouted(operations: Operation[], layers: RouteLayer[]): string[] {
  return operations.flatMap(({ method, path }) => {
    const url = path.replace(/\{\w+\}/g, SAMPLE);
    const first = layers.find((layer) => layer.match(url) && layer.route?._handlesMethod(method));
    const reached = first?.route?.path;
    return reached === expressPath(path)
      ? []
      : [`${method.toUpperCase()} ${path} reaches ${reached ?? 'no route'}`];
  });
}

/**
 * The worst order: parameters before literals segment by segment (`/workspaces/:id` before
 * `/workspaces/timestamps`), as module import order could make it; ties keep their order.
 */
function parametersFirst(layers: RouteLayer[]): RouteLayer[] {
  const ranks = (layer: RouteLayer) =>
    (layer.route?.path ?? '').split('/').map((segment) => (segment.startsWith(':') ? 0 : 1));
  return [...layers].sort((left, right) => {
    const [a, b] = [ranks(left), ranks(right)];
    const at = Array.from(a.length > b.length ? a : b).findIndex((_, i) => a[i] !== b[i]);
    return at < 0 ? 0 : (a[at] ?? 2) - (b[at] ?? 2);
  });
}

describe('routing', () => {
  let t: TestApp;
  let document: OpenAPIObject;
  beforeAll(async () => {
    t = await startTestApp();
    document = buildOpenApi(t.app);
  });
  afterAll(() => t.close());

  it('sends every operation of the OpenAPI document to its own handler', () => {
    const all = operations(document);
    expect(all.length).toBeGreaterThan(100);
    expect(misrouted(all, handlerLayers(t.app))).toEqual([]);
  });

  it('declares each method and path once', () => {
    const declared = handlerLayers(t.app).flatMap((layer) =>
      METHODS.filter((method) => method !== 'head' && layer.route?._handlesMethod(method)).map(
        (method) => `${method} ${layer.route?.path ?? ''}`,
      ),
    );
    expect(declared.filter((route, index) => declared.indexOf(route) !== index)).toEqual([]);
  });

  it('would notice a parameter route registered before a literal one', () => {
    expect(misrouted(operations(document), parametersFirst(handlerLayers(t.app)))).toContain(
      'GET /v1/workspaces/timestamps reaches /v1/workspaces/:id',
    );
  });
});
