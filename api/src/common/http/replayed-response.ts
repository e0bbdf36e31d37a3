/**
 * Thrown to answer a request with a stored response verbatim (status and body), bypassing the
 * handler: how an idempotent retry gets exactly the first answer.
 */
export class ReplayedResponse extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
  ) {
    super('Replayed idempotent response');
    this.name = 'ReplayedResponse';
  }
}
