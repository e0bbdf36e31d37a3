/** SQLSTATE codes the API turns into client errors instead of 500s. */
export const PgErrorCode = {
  UniqueViolation: '23505',
  ExclusionViolation: '23P01',
  CheckViolation: '23514',
  ForeignKeyViolation: '23503',
  /** ON DELETE RESTRICT refusals on PostgreSQL 17+ (embedded PGlite); 15 reports 23503. */
  RestrictViolation: '23001',
  NotNullViolation: '23502',
  InvalidTextRepresentation: '22P02',
  SerializationFailure: '40001',
  DeadlockDetected: '40P01',
} as const;

/**
 * SQLSTATEs that mean the server or the connection went away, not that the statement was wrong:
 * the API answers them 503 (see connection-failure.ts). Class 08 (connection exceptions) is
 * matched as a whole; these are the others.
 */
export const PgConnectionErrorCode = {
  TooManyConnections: '53300',
  AdminShutdown: '57P01',
  CrashShutdown: '57P02',
  CannotConnectNow: '57P03',
  IdleSessionTimeout: '57P05',
} as const;

export interface PgError {
  code: string;
  constraint?: string;
  detail?: string;
}

/** TypeORM wraps driver errors in QueryFailedError; both carry the SQLSTATE on `code`. */
export function pgErrorOf(error: unknown): PgError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const wrapped = (error as { driverError?: unknown }).driverError;
  const candidate: object = typeof wrapped === 'object' && wrapped !== null ? wrapped : error;
  const { code, constraint, detail } = candidate as Record<string, unknown>;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  return {
    code,
    constraint: typeof constraint === 'string' ? constraint : undefined,
    detail: typeof detail === 'string' ? detail : undefined,
  };
}

export function isPgError(error: unknown, code: string, constraint?: string): boolean {
  const pgError = pgErrorOf(error);
  return pgError?.code === code && (constraint === undefined || pgError.constraint === constraint);
}

/**
 * The name the payroll seal triggers raise their exclusion violation under (migration
 * payroll-seal-guards): a write touching a sealed period, whatever table it went to.
 */
export const PERIOD_SEALED_CONSTRAINT = 'period_sealed';

export function isPeriodSealed(error: unknown): boolean {
  return isPgError(error, PgErrorCode.ExclusionViolation, PERIOD_SEALED_CONSTRAINT);
}
