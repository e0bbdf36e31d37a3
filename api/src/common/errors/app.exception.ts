import { HttpException } from '@nestjs/common';
import { type ApiErrorBody, ErrorKey } from '@punchcard/shared';

/**
 * The one way services report a client error: an HTTP status and a key from the shared catalogue,
 * plus an English explanation for logs and API users (never the contract).
 */
export class AppException extends HttpException {
  constructor(
    readonly statusCode: number,
    readonly errorKey: ErrorKey,
    message: string,
    readonly details?: ApiErrorBody['details'],
  ) {
    super(message, statusCode);
  }

  toBody(): ApiErrorBody {
    return {
      status_code: this.statusCode,
      error_key: this.errorKey,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
    };
  }
}

/** Shorthands that read like the spec's catalogue: `throw notFound(ErrorKey.X, '...')`. */
export const badRequest = (key: ErrorKey, message: string) => new AppException(400, key, message);
export const unauthorized = (key: ErrorKey, message: string) => new AppException(401, key, message);
export const forbidden = (key: ErrorKey, message: string) => new AppException(403, key, message);
export const notFound = (key: ErrorKey, message: string) => new AppException(404, key, message);
export const conflict = (key: ErrorKey, message: string) => new AppException(409, key, message);
export const preconditionFailed = (key: ErrorKey, message: string) =>
  new AppException(412, key, message);
/** Something the API depends on is away for a while; the filter adds Retry-After. */
export const serviceUnavailable = (message: string) =>
  new AppException(503, ErrorKey.ServiceUnavailable, message);
