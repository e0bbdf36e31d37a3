import { createHmac, timingSafeEqual } from 'node:crypto';

/** Slack's tolerance: a request older (or newer) than five minutes may be a replay. */
export const SLACK_SIGNATURE_MAX_AGE_SECONDS = 5 * 60;

export interface SignedRequest {
  rawBody: Buffer | undefined;
  signature: string | undefined;
  timestamp: string | undefined;
}

/**
 * Whether a request really comes from Slack (signature version v0): HMAC-SHA256 with the app's
 * signing secret over `v0:{timestamp}:{raw body}`, compared in constant time, and a timestamp
 * within five minutes of `nowSeconds` so a captured request cannot be replayed later.
 */
export function isSlackSigned(
  request: SignedRequest,
  signingSecret: string,
  nowSeconds: number,
): boolean {
  const { rawBody, signature, timestamp } = request;
  if (rawBody === undefined || signature === undefined || timestamp === undefined) return false;
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > SLACK_SIGNATURE_MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(
    `v0=${createHmac('sha256', signingSecret)
      .update(`v0:${timestamp}:`)
      .update(rawBody)
      .digest('hex')}`,
  );
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
