import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { ErrorKey } from '@punchcard/shared';
import { plainToInstance } from 'class-transformer';
import { AppException } from '#src/common/errors/app.exception.js';

function flatten(errors: ValidationError[], prefix = ''): { field: string; problems: string[] }[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, problems: Object.values(error.constraints) }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

const isEmptyObject = (value: unknown): value is Record<string, never> =>
  typeof value === 'object' &&
  value !== null &&
  Object.getPrototypeOf(value) === Object.prototype &&
  Object.keys(value).length === 0;

/**
 * `{}` is the usual body of the hot calls (clock in, clock out, start a break: every field is
 * optional). Whether a DTO accepts an empty body never changes, so it is validated the first time
 * and afterwards only instantiated: class-validator's walk over the metadata is skipped.
 */
class ValidationPipeSkippingEmptyBodies extends ValidationPipe {
  private readonly acceptsEmpty = new WeakSet<object>();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const type = metadata.metatype;
    const emptyBody = metadata.type === 'body' && type !== undefined && isEmptyObject(value);
    if (emptyBody && this.acceptsEmpty.has(type)) return plainToInstance(type, {});
    const result: unknown = await super.transform(value, metadata);
    // Reached only when validation passed (it throws otherwise).
    if (emptyBody) this.acceptsEmpty.add(type);
    return result;
  }
}

/**
 * Bodies and queries are validated against the DTO classes; unknown properties are refused, not
 * silently dropped, so a typo in a field name is a 400 rather than a lost change.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipeSkippingEmptyBodies({
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
