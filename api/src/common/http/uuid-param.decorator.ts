import { Param, ParseUUIDPipe } from '@nestjs/common';
import { ErrorKey } from '@punchcard/shared';
import { AppException } from '#src/common/errors/app.exception.js';

/** A path id that must be a UUID; anything else is refused before it reaches a service. */
export function UuidParam(name = 'id'): ParameterDecorator {
  return Param(
    name,
    new ParseUUIDPipe({
      exceptionFactory: () =>
        new AppException(400, ErrorKey.BadRequest, `Path parameter "${name}" must be a UUID.`),
    }),
  );
}
