import { createHmac } from 'node:crypto';
import { isSlackSigned } from './slack-signature.js';
import { SlackTokenCipher } from './slack-token-cipher.js';

const SECRET = 'signing-secret';
const NOW = 1_800_000_000;
const body = Buffer.from('team_id=T1&user_id=U1&text=in');
const sign = (timestamp: number, raw: Buffer = body, secret = SECRET) =>
  `v0=${createHmac('sha256', secret)
    .update(`v0:${String(timestamp)}:${raw.toString()}`)
    .digest('hex')}`;

describe('isSlackSigned', () => {
  const request = (signature: string | undefined, timestamp = String(NOW), raw = body) => ({
    rawBody: raw,
    signature,
    timestamp,
  });

  it('accepts Slack v0 signatures made within five minutes', () => {
    expect(isSlackSigned(request(sign(NOW)), SECRET, NOW)).toBe(true);
    expect(isSlackSigned(request(sign(NOW - 300), String(NOW - 300)), SECRET, NOW)).toBe(true);
  });

  it('refuses another secret, a changed body, a stale or future timestamp and missing parts', () => {
    expect(isSlackSigned(request(sign(NOW, body, 'other')), SECRET, NOW)).toBe(false);
    expect(isSlackSigned(request(sign(NOW), String(NOW), Buffer.from('x')), SECRET, NOW)).toBe(
      false,
    );
    expect(isSlackSigned(request(sign(NOW - 301), String(NOW - 301)), SECRET, NOW)).toBe(false);
    expect(isSlackSigned(request(sign(NOW + 301), String(NOW + 301)), SECRET, NOW)).toBe(false);
    expect(isSlackSigned(request(undefined), SECRET, NOW)).toBe(false);
    expect(isSlackSigned(request(sign(NOW), 'soon'), SECRET, NOW)).toBe(false);
    expect(isSlackSigned({ ...request(sign(NOW)), rawBody: undefined }, SECRET, NOW)).toBe(false);
  });
});

describe('SlackTokenCipher', () => {
  it('round-trips a token without storing it in clear, and fails under another key', () => {
    const sealed = new SlackTokenCipher('client-secret').encrypt('xoxb-123');
    expect(sealed).not.toContain('xoxb');
    expect(new SlackTokenCipher('client-secret').decrypt(sealed)).toBe('xoxb-123');
    expect(() => new SlackTokenCipher('rotated').decrypt(sealed)).toThrow();
  });
});
