import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ErrorKey } from '@punchcard/shared';
import { AppException } from '#src/common/errors/app.exception.js';

function flatten(errors: ValidationError[], prefix = ''): { field: string; problems: string[] }[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, problems: Object.values(error.constraints) }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * Bodies and queries are validated against the DTO classes; unknown properties are refused, not
 * silently dropped, so a typo in a field name is a 400 rather than a lost change.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => {
      const details = flatten(errors);
      const summary = details.map((d) => `${d.field}: ${d.problems.join(', ')}`).join('; ');
      return new AppException(
        400,
        ErrorKey.BadRequest,
        summary || 'The request is not valid.',
        details,
      );
    },
  });
}
