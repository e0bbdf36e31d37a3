import fc from 'fast-check';

/**
 * Bad inputs for every operation of the OpenAPI document, shaped by its schemas so that most of
 * them get past the first check and reach deeper code: each field is sometimes a value of its
 * declared type and sometimes something hostile (wrong type, NUL, lone surrogate, huge, nested).
 */

export type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
};

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  parameters: { name: string; in: 'path' | 'query'; schema?: Schema }[];
  body?: { contentType: string; schema?: Schema };
}

const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'x'.repeat(5000),
  '😀👍🏽',
  '日本語のテキスト',
  '-1',
  '1e309',
  'null',
  '00000000-0000-0000-0000-000000000000',
  '2026-02-30T25:61:00Z',
];

export const hostileText = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const hostileNumber = fc.constantFrom(
  -1,
  0,
  0.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  253_402_300_800,
  Number.MAX_SAFE_INTEGER,
);

/** Any JSON value, hostile text included, a few levels deep. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

export function resolve(schema: Schema | undefined, components: Record<string, Schema>): Schema {
  let current = schema ?? {};
  for (let hops = 0; current.$ref && hops < 10; hops++) {
    current = components[current.$ref.replace('#/components/schemas/', '')] ?? {};
  }
  if (current.allOf) {
    const parts = current.allOf.map((part) => resolve(part, components));
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})) as Record<
        string,
        Schema
      >,
    };
  }
  return current;
}

/** A value of the declared type (often the first step past validation). */
function typed(
  schema: Schema,
  components: Record<string, Schema>,
  depth: number,
): fc.Arbitrary<unknown> {
  const s = resolve(schema, components);
  if (s.enum && s.enum.length > 0) return fc.constantFrom(...s.enum);
  const alternatives = s.oneOf ?? s.anyOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((a) => field(a, components, depth)));
  }
  switch (s.type) {
    case 'string':
      if (s.format === 'uuid') return fc.uuid();
      return fc.string({ maxLength: Math.min(s.maxLength ?? 30, 60) });
    case 'integer':
      return fc.integer({
        min: s.minimum ?? -10,
        max: Math.min(s.maximum ?? 2_000_000_000, 2_000_000_000),
      });
    case 'number':
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        min: s.minimum ?? -1e6,
        max: s.maximum ?? 1e6,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(field(s.items ?? {}, components, depth + 1), { maxLength: 3 });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectOf(s, components, depth + 1);
    default:
      return hostileValue;
  }
}

/** A field: mostly of its type, sometimes hostile, sometimes null. */
function field(
  schema: Schema,
  components: Record<string, Schema>,
  depth: number,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: typed(schema, components, depth) },
    { weight: 3, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

function objectOf(schema: Schema, components: Record<string, Schema>, depth: number) {
  const s = resolve(schema, components);
  const entries = Object.entries(s.properties ?? {}).map(
    ([name, property]) => [name, field(property, components, depth)] as const,
  );
  return fc.record(Object.fromEntries(entries), { requiredKeys: [] });
}

/** A body: usually the schema's shape with bad fields, sometimes anything at all. */
export function bodyFor(schema: Schema | undefined, components: Record<string, Schema>) {
  return fc.oneof(
    { weight: 7, arbitrary: schema ? objectOf(schema, components, 0) : hostileValue },
    { weight: 2, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Percent-encoding of any text, lone surrogates included (encodeURIComponent throws on them). */
export function encodePathText(text: string): string {
  return text.isWellFormed()
    ? encodeURIComponent(text)
    : Array.from(text)
        .map((c) => (c.isWellFormed() ? encodeURIComponent(c) : '%ED%A0%80'))
        .join('');
}

export function parameterValue(schema: Schema | undefined, components: Record<string, Schema>) {
  const typedValue = typed(schema ?? { type: 'string' }, components, 3);
  return fc.oneof(
    {
      weight: 5,
      arbitrary: typedValue.map((v) =>
        typeof v === 'string' ? v : ((JSON.stringify(v) as string | undefined) ?? ''),
      ),
    },
    { weight: 5, arbitrary: hostileText },
  );
}
