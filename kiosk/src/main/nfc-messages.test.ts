import { parseNfcMessage } from './nfc-messages.js';

describe('parseNfcMessage', () => {
  it('passes cards on', () => {
    expect(parseNfcMessage({ type: 'card', uid: '04A22B6A1C5E80' })).toEqual({
      type: 'card',
      uid: '04A22B6A1C5E80',
    });
  });

  it('passes every reader status on', () => {
    for (const status of [
      { state: 'starting' },
      { state: 'no-service' },
      { state: 'no-reader' },
      { state: 'ready', reader: 'ACS ACR122U PICC Interface' },
    ]) {
      expect(parseNfcMessage({ type: 'status', status })).toEqual({ type: 'status', status });
    }
  });

  it('passes the process log lines on, for main to log', () => {
    expect(parseNfcMessage({ type: 'log', message: 'pcscd is back' })).toEqual({
      type: 'log',
      message: 'pcscd is back',
    });
  });

  it('drops extra fields and anything malformed', () => {
    expect(parseNfcMessage({ type: 'status', status: { state: 'no-reader', x: 1 } })).toEqual({
      type: 'status',
      status: { state: 'no-reader' },
    });
    for (const bad of [
      null,
      'card',
      { type: 'card', uid: 'XYZ' },
      { type: 'card', uid: '04A2' },
      { type: 'card', uid: '04A22B' },
      { type: 'card', uid: '04:a2:2b:6a' },
      { type: 'card' },
      { type: 'status', status: { state: 'ready' } },
      { type: 'status', status: { state: 'exploded' } },
      { type: 'log', text: 'hi' },
      { type: 'status', status: { state: 'ready', reader: 'R'.repeat(201) } },
    ]) {
      expect(parseNfcMessage(bad)).toBeNull();
    }
  });
});
