import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import { type ApiErrorBody, ErrorKey, genericErrorKey } from '@punchcard/shared';
import type { Response } from 'express';
import { PgErrorCode, pgErrorOf } from '#src/database/pg-errors.js';
import { ReplayedResponse } from '#src/common/http/replayed-response.js';
import { AppException } from './app.exception.js';

/**
 * Every failure leaves as `{ status_code, error_key, message }`. Database constraint violations
 * that a service did not translate itself still answer as client errors, never 500.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (exception instanceof ReplayedResponse) {
      if (!response.headersSent) {
        response.setHeader('Idempotent-Replayed', 'true');
        response.status(exception.statusCode).json(exception.body);
      }
      return;
    }
    const body = this.toBody(exception);
    if (body.status_code >= 500 && body.status_code !== 503) {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : exception,
      );
    }
    if (!response.headersSent) response.status(body.status_code).json(body);
  }

  private toBody(exception: unknown): ApiErrorBody {
    if (exception instanceof AppException) return exception.toBody();
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return {
        status_code: status,
        error_key: genericErrorKey(status),
        message: messageOf(exception),
      };
    }
    const pg = pgErrorOf(exception);
    if (pg) {
      switch (pg.code) {
        case PgErrorCode.UniqueViolation:
        case PgErrorCode.ExclusionViolation:
          return {
            status_code: 409,
            error_key: ErrorKey.Conflict,
            message: 'The change conflicts with existing data.',
          };
        case PgErrorCode.CheckViolation:
        case PgErrorCode.NotNullViolation:
        case PgErrorCode.InvalidTextRepresentation:
          return {
            status_code: 400,
            error_key: ErrorKey.BadRequest,
            message: 'A value is not acceptable.',
          };
        case PgErrorCode.ForeignKeyViolation:
          return {
            status_code: 404,
            error_key: ErrorKey.NotFound,
            message: 'A referenced object does not exist.',
          };
        case PgErrorCode.RestrictViolation:
          return {
            status_code: 409,
            error_key: ErrorKey.Conflict,
            message: 'Other data still refers to this object.',
          };
        case PgErrorCode.SerializationFailure:
        case PgErrorCode.DeadlockDetected:
          return {
            status_code: 409,
            error_key: ErrorKey.Conflict,
            message: 'A concurrent change won; try again.',
          };
      }
    }
    return {
      status_code: 500,
      error_key: ErrorKey.InternalError,
      message: 'Something went wrong on our side.',
    };
  }
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}
