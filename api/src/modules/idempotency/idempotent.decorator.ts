import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { ErrorKey } from '@punchcard/shared';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';

/** A clock action that honours `Idempotency-Key`: a retry within 24 h returns the first answer. */
export const Idempotent = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        'Any unique string (e.g. a UUID); a retry with the same key returns the first answer and changes nothing.',
    }),
    // A malformed key; a key reused for another request, or whose first request is still running.
    ApiErrors(ErrorKey.BadRequest, ErrorKey.Conflict),
  );
