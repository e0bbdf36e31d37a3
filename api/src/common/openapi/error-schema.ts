import type {
  ApiResponseOptions,
  OpenAPIObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger';
import { ERROR_KEYS, ErrorKey } from '@punchcard/shared';
import { ERROR_STATUS } from './error-statuses.js';

export const API_ERROR_SCHEMA_NAME = 'ApiError';

/** `ApiErrorBody` of shared: the body of every failed call. */
export const API_ERROR_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['status_code', 'error_key', 'message'],
  properties: {
    status_code: { type: 'integer', description: 'The HTTP status, repeated' },
    error_key: {
      type: 'string',
      description: 'The contract: clients branch on it (never on the message)',
    },
    message: { type: 'string', description: 'An English explanation for people and logs' },
    details: {
      type: 'array',
      description: 'Field-level problems of a validation failure (`error.bad_request`)',
      items: {
        type: 'object',
        required: ['field', 'problems'],
        properties: {
          field: { type: 'string' },
          problems: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
};

const STATUS_TEXT: Record<number, string> = {
  400: 'The request is not valid',
  401: 'No valid session cookie or API key',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflicts with the current state',
  412: 'A precondition does not hold',
  429: 'Too many requests',
  500: 'Something went wrong on the server',
  503: 'A dependency is unavailable',
};

/**
 * One status's answer: the shared body, its `error_key` narrowed to exactly these keys. Always
 * JSON, also on routes that produce something else when they succeed.
 */
export function errorResponse(status: number, keys: ErrorKey[]): ApiResponseOptions {
  const schema = {
    allOf: [
      { $ref: `#/components/schemas/${API_ERROR_SCHEMA_NAME}` },
      {
        type: 'object' as const,
        properties: {
          status_code: { type: 'integer' as const, enum: [status] },
          error_key: { type: 'string' as const, enum: [...keys].sort() },
        },
      },
    ],
  };
  return {
    status,
    description: STATUS_TEXT[status] ?? 'Failed',
    content: { 'application/json': { schema } },
  };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const KEY_NAMES = new Map<ErrorKey, string>(
  Object.entries(ErrorKey).map(([name, key]) => [key, name]),
);

/**
 * Most error answers carry one key (a 401, the active workspace's 404): each is written once under
 * `components.responses`, named after its key, and referenced by every operation that gives it.
 */
export function shareSingleKeyAnswers(document: OpenAPIObject): void {
  const shared: Record<string, ResponseObject> = {};
  for (const item of Object.values(document.paths)) {
    for (const operation of METHODS.map((method) => item[method])) {
      if (!operation) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!response || '$ref' in response || Number(status) < 400) continue;
        const key = soleKey(response);
        // An answer a route describes in its own words stays inline.
        if (!key || response.description !== STATUS_TEXT[Number(status)]) continue;
        // The same key under another status is another answer.
        const name = `${KEY_NAMES.get(key)}${Number(status) === ERROR_STATUS[key] ? '' : status}`;
        shared[name] = response;
        operation.responses[status] = { $ref: `#/components/responses/${name}` };
      }
    }
  }
  document.components = {
    ...document.components,
    responses: { ...document.components?.responses, ...shared },
  };
}

function soleKey(response: ResponseObject): ErrorKey | undefined {
  const narrowed = response.content?.['application/json']?.schema;
  const own = narrowed && !('$ref' in narrowed) ? narrowed.allOf?.[1] : undefined;
  const keys = own && !('$ref' in own) ? own.properties?.error_key : undefined;
  const values = keys && !('$ref' in keys) ? keys.enum : undefined;
  const key: unknown = values?.length === 1 ? values[0] : undefined;
  return ERROR_KEYS.find((known) => known === key);
}
