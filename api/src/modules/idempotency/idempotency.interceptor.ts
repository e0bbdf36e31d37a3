import { createHash } from 'node:crypto';
import {
  type CallHandler,
  type ExecutionContext,
  HttpStatus,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import { ErrorKey } from '@punchcard/shared';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AuthedRequest } from '#src/auth/auth-context.js';
import { AppException, badRequest, conflict } from '#src/common/errors/app.exception.js';
import { ReplayedResponse } from '#src/common/http/replayed-response.js';
import { Clock } from '#src/common/time/clock.js';
import { IdempotencyRepository } from './idempotency.repository.js';

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
const WAIT_STEP_MS = 25;
const WAIT_LIMIT_MS = 15_000;

/** A stable JSON text: key order must not make two equal bodies look different. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a.localeCompare(b),
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
}

/**
 * `Idempotency-Key` on a clock action: the first request runs and its answer (success or client
 * error; never a 5xx) is stored; a retry with the same key within 24 h gets that answer verbatim and changes
 * nothing. A retry that arrives while the first is still running waits for its answer. Reusing a
 * key for a different request is a 409.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly keys: IdempotencyRepository,
    private readonly reflector: Reflector,
    private readonly clock: Clock,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const key = request.get('idempotency-key');
    const idUser = request.auth?.user.id;
    // Most calls carry no key: they pass straight through, without a promise round trip.
    if (key === undefined || !idUser) return next.handle();
    return from(this.run(context, next, key, idUser));
  }

  private async run(
    context: ExecutionContext,
    next: CallHandler,
    key: string,
    idUser: string,
  ): Promise<unknown> {
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    if (!KEY_PATTERN.test(key)) {
      throw badRequest(
        ErrorKey.BadRequest,
        'Idempotency-Key must be 1 to 200 visible ASCII characters.',
      );
    }
    const requestHash = createHash('sha256')
      .update(`${request.method} ${request.originalUrl}\n${stable(request.body)}`)
      .digest('base64url');

    if (!(await this.keys.claim(idUser, key, requestHash, this.clock.now()))) {
      throw await this.replay(idUser, key, requestHash);
    }
    try {
      const body: unknown = await lastValueFrom(next.handle(), { defaultValue: undefined });
      await this.keys.complete(idUser, key, this.successStatus(context, request.method), body);
      return body;
    } catch (error) {
      // A client error is the request's answer; a server-side one (the database away: 503) is
      // not, so the key is freed for the retry Retry-After invites (a release that fails as well
      // is taken over a minute later: see IdempotencyRepository.claim).
      if (error instanceof AppException && error.statusCode < 500)
        await this.keys.complete(idUser, key, error.statusCode, error.toBody());
      else await this.keys.release(idUser, key).catch(() => undefined);
      throw error;
    }
  }

  /** The stored answer of the first request, waiting for it while it is still running. */
  private async replay(
    idUser: string,
    key: string,
    requestHash: string,
  ): Promise<ReplayedResponse | AppException> {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    for (;;) {
      const row = await this.keys.find(idUser, key);
      if (row && row.requestHash !== requestHash) {
        return conflict(
          ErrorKey.Conflict,
          'This Idempotency-Key was already used for a different request.',
        );
      }
      if (row?.statusCode != null) {
        return new ReplayedResponse(row.statusCode, JSON.parse(row.response ?? 'null') as unknown);
      }
      if (!row || Date.now() > deadline) {
        return conflict(
          ErrorKey.Conflict,
          'The first request with this Idempotency-Key has not finished; retry.',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
  }

  private successStatus(context: ExecutionContext, method: string): number {
    const declared = this.reflector.get<number | undefined>(
      HTTP_CODE_METADATA,
      context.getHandler(),
    );
    return declared ?? (method === 'POST' ? HttpStatus.CREATED : HttpStatus.OK);
  }
}
