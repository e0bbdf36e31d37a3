/**
 * Longest accepted value of each field, in characters. The server refuses longer ones (400), so a
 * client cuts a long stack to `detail` before sending rather than losing the whole report.
 */
export const CLIENT_ERROR_LIMITS = { message: 2_000, page: 2_000, detail: 20_000 } as const;

/**
 * POST /v1/client-errors: an unknown, unhandled error in a browser app. The server adds who was
 * signed in (user id and e-mail); the caller says what failed and where.
 */
export interface ClientErrorReport {
  /** The error's message, e.g. `TypeError: x is undefined`. */
  message: string;
  /** Where it happened: the page's path or URL. */
  page: string;
  /** A stack or component trace. */
  detail?: string;
}

/** 202: the report was taken; passing it on is not awaited, so its fate is never the caller's. */
export interface ClientErrorAccepted {
  accepted: true;
}
