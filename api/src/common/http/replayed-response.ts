/**
 * Thrown to answer a request with a stored response verbatim (status and body), bypassing the
 * handler: how an idempotent retry gets exactly the first answer.
 */
export class ReplayedResponse {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
  ) {}
}
