import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorKey } from '@punchcard/shared';
import type { Response } from 'express';
import { catchError, mergeMap, type Observable } from 'rxjs';
import { AppException } from '#src/common/errors/app.exception.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import {
  type BackoffPolicy,
  FAILURE_BACKOFF,
  type FailureBackoffStore,
} from '#src/common/throttling/failure-backoff.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import type { AuthedRequest } from './auth-context.js';
import { sha256 } from './tokens.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Per IP across accounts: 20 wrong guesses an hour (a password spray stops there, an office of
 * people mistyping does not reach it), then 1 min, 2, 4... up to an hour per further failure.
 */
export const IP_FAILURE_POLICY: BackoffPolicy = {
  freeFailures: 20,
  windowMs: HOUR_MS,
  firstBlockMs: MINUTE_MS,
  maxBlockMs: HOUR_MS,
};

/**
 * Per account across IPs: 10 wrong passwords an hour, then 1 min, 2, 4... up to 15 min. The cap
 * bounds how long someone else's guessing can keep the owner out; a success forgets the count.
 */
export const ACCOUNT_FAILURE_POLICY: BackoffPolicy = {
  freeFailures: 10,
  windowMs: HOUR_MS,
  firstBlockMs: MINUTE_MS,
  maxBlockMs: 15 * MINUTE_MS,
};

export interface FailureBudgetOptions {
  /** The answers that tell the caller a guess was wrong: each spends the budgets. */
  failures: ErrorKey[];
  /**
   * Every answer of the route tells something (whether an address has an account): successes
   * spend the per-IP budget too.
   */
  successSpends?: boolean;
  /** The account guessed at, whose own budget the failures spend and a success resets. */
  account?: 'body-email' | 'signed-in';
}

const FAILURE_BUDGET = 'punchcard:failure-budget';

interface Budget {
  key: string;
  policy: BackoffPolicy;
}

/**
 * Refuses a route's call with 429 while the caller's IP, or the account it names, is waiting out
 * its back-off, before the handler runs (and before any password hash); counts the failures its
 * answer reveals once it has answered. The counters live in the shared throttle store.
 */
@Injectable()
export class FailureBudgetInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    @Inject(FAILURE_BACKOFF) private readonly store: FailureBackoffStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const options = this.reflector.get<FailureBudgetOptions>(FAILURE_BUDGET, context.getHandler());
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const ip = this.budget(`ip|${String(request.ip)}`, IP_FAILURE_POLICY);
    const email = accountOf(request, options.account);
    const account =
      email === undefined ? undefined : this.budget(`account|${email}`, ACCOUNT_FAILURE_POLICY);
    const budgets = account ? [ip, account] : [ip];
    const waits = await Promise.all(budgets.map(({ key }) => this.store.blockedForMs(key)));
    const waitMs = Math.max(...waits);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(seconds));
      throw new AppException(
        429,
        ErrorKey.TooManyRequests,
        `Too many failed attempts from this address or on this account; retry in ${seconds} s.`,
      );
    }
    return next.handle().pipe(
      mergeMap(async (answer: unknown) => {
        if (options.successSpends) await this.spend([ip]);
        if (account) await this.store.forget(account.key);
        return answer;
      }),
      catchError(async (error: unknown) => {
        if (error instanceof AppException && options.failures.includes(error.errorKey)) {
          await this.spend(budgets);
        }
        throw error;
      }),
    );
  }

  private spend(budgets: Budget[]): Promise<unknown> {
    return Promise.all(budgets.map(({ key, policy }) => this.store.recordFailure(key, policy)));
  }

  /** Keys are hashed: the shared store holds no address or e-mail in clear. */
  private budget(name: string, policy: BackoffPolicy): Budget {
    const freeFailures = policy.freeFailures * this.config.throttleLimitScale;
    return { key: `failures:${sha256(name)}`, policy: { ...policy, freeFailures } };
  }
}

function accountOf(
  request: AuthedRequest,
  account: FailureBudgetOptions['account'],
): string | undefined {
  const email =
    account === 'signed-in'
      ? request.auth?.user.email
      : account === 'body-email'
        ? (request.body as Record<string, unknown> | undefined)?.email
        : undefined;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}

/**
 * Puts a route behind the per-IP failure budget (and the per-account one, with `account`):
 * password checks, unknown links, and the answers that tell whether an address has an account.
 */
export const FailureBudget = (options: FailureBudgetOptions) =>
  applyDecorators(
    SetMetadata(FAILURE_BUDGET, options),
    UseInterceptors(FailureBudgetInterceptor),
    ApiErrors([429, ErrorKey.TooManyRequests]),
  );
