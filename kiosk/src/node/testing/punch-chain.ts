// Signed, chained journal entries for storage tests: what the engine appends, without an engine.
import { genesisHash, type PunchEntry, signPunch } from '@punchcard/shared';
import { randomUUID, webcrypto } from 'node:crypto';

const KIOSK_ID = '4a52190d-39da-45e8-9ba1-75050d68b029';

/** `count` entries chained from the genesis, alternating clock-in and clock-out. */
export async function punchChain(count: number, firstSeq = 1): Promise<PunchEntry[]> {
  const { privateKey } = await webcrypto.subtle.generateKey(
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['sign', 'verify'],
  );
  const entries: PunchEntry[] = [];
  let prev = await genesisHash(KIOSK_ID);
  for (let i = 0; i < count; i++) {
    const entry = await signPunch(privateKey, prev, {
      id: randomUUID(),
      seq: firstSeq + i,
      at: 1795478535 + i * 60,
      action: i % 2 === 0 ? 'clock_in' : 'clock_out',
      credential: { method: 'nfc', value: '04A1B2C3D4E580' },
    });
    entries.push(entry);
    prev = entry.hash;
  }
  return entries;
}

/** A signing key of its own, to sign the same entries again (a re-pair). */
export async function resigned(entries: PunchEntry[]): Promise<PunchEntry[]> {
  const { privateKey } = await webcrypto.subtle.generateKey(
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['sign', 'verify'],
  );
  return Promise.all(
    entries.map(({ hash: _hash, signature: _signature, prev_hash, ...body }) =>
      signPunch(privateKey, prev_hash, body),
    ),
  );
}
