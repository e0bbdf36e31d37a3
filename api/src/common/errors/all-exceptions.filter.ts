import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import { type ApiErrorBody, ErrorKey, genericErrorKey } from '@punchcard/shared';
import type { Response } from 'express';
import { isConnectionFailure } from '#src/database/connection-failure.js';
import { isPeriodSealed, PgErrorCode, pgErrorOf } from '#src/database/pg-errors.js';
import { ReplayedResponse } from '#src/common/http/replayed-response.js';
import { AppException } from './app.exception.js';

/**
 * How long a client should wait before trying again after a 503 (the database restarting or
 * unreachable, the embedded database's line full): about what a PostgreSQL restart takes.
 */
export const RETRY_AFTER_SECONDS = 3;

const UNAVAILABLE_LOG_INTERVAL_MS = 5_000;

/**
 * Every failure leaves as `{ status_code, error_key, message }`. Database constraint violations
 * that a service did not translate itself still answer as client errors, never 500; a database
 * that is away (restarting, unreachable, a broken connection) answers 503 with Retry-After.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');
  /** An outage fails every request: one line per few seconds says so without flooding the log. */
  private lastUnavailableLog = 0;

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
    this.log(exception, body.status_code);
    if (response.headersSent) return;
    if (body.status_code === 503) response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    response.status(body.status_code).json(body);
  }

  private log(exception: unknown, status: number): void {
    if (status === 503) {
      // A 503 the code chose (AppException) is expected; a database outage is worth a line.
      if (exception instanceof AppException) return;
      const now = Date.now();
      if (now - this.lastUnavailableLog < UNAVAILABLE_LOG_INTERVAL_MS) return;
      this.lastUnavailableLog = now;
      this.logger.warn(`Database unavailable (answering 503): ${summary(exception)}`);
    } else if (status >= 500) {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : exception,
      );
    }
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
    // The database away (restarting, unreachable, a broken connection): try again shortly.
    if (isConnectionFailure(exception)) {
      return {
        status_code: 503,
        error_key: ErrorKey.ServiceUnavailable,
        message: 'The database is unavailable. Try again shortly.',
      };
    }
    const pg = pgErrorOf(exception);
    // The seal triggers refuse any write into a sealed payroll period, whichever service made it.
    if (isPeriodSealed(exception)) {
      return {
        status_code: 409,
        error_key: ErrorKey.PeriodSealed,
        message: 'This time lies in a sealed payroll period; an owner must reopen it first.',
      };
    }
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

/** The code and message of a connection failure, for the log (never for the client). */
function summary(exception: unknown): string {
  // Connecting to a name with several addresses fails once per address, and says so inside.
  const error: unknown = exception instanceof AggregateError ? exception.errors[0] : exception;
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${code} ${error.message}` : error.message;
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}
