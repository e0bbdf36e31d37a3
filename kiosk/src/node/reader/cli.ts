#!/usr/bin/env node
// punchcard-reader: a card reader on a Raspberry Pi or a PC with no screen as a punch clock.
//   npx punchcard-reader --pair CODE --server https://punchcard.example [--data DIR] [--hook CMD]
// pairs once (the token and key stay in DIR), then every tap toggles the member in or out, also
// while the server is away (the same journal and sync as the kiosk's screens).
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { NfcChild } from '../nfc/nfc-child.js';
import { HeadlessReader } from './headless-reader.js';
import { openReaderEngine } from './reader-engine.js';

const USAGE = `Usage: punchcard-reader [--pair CODE] [--server URL] [--data DIR] [--hook CMD]

  --pair CODE    pair with a code from the web app (Kiosks > Add a kiosk); once is enough
  --server URL   the Punchcard server, e.g. https://punchcard.example (remembered)
  --data DIR     where the token, key and journal live (default ~/.punchcard-reader)
  --hook CMD     a shell command run after each tap, with PUNCH_ACTION (clock_in, clock_out,
                 break_end or none) and PUNCH_RESULT (ok, offline or error) in its environment
  --verbose      log the reader's diagnostics (pcscd, readers)

Needs pcscd and a PC/SC reader (an ACR122U, for example).`;

function appVersion(): string {
  const path = new URL('../../../package.json', import.meta.url);
  const { version } = JSON.parse(readFileSync(path, 'utf8')) as { version?: string };
  return `punchcard-reader/${version ?? '0.0.0'}`;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      pair: { type: 'string' },
      server: { type: 'string' },
      data: { type: 'string' },
      hook: { type: 'string' },
      verbose: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const reader = await openReaderEngine({
    dataDir: values.data ?? join(homedir(), '.punchcard-reader'),
    appVersion: appVersion(),
    ...(values.server ? { serverUrl: values.server } : {}),
  });
  const { engine } = reader;
  await engine.start();
  if (values.pair) {
    await engine.pair(values.pair);
    say(`Paired as "${engine.getSnapshot().kiosk?.name ?? '?'}"`);
  } else if (engine.getSnapshot().phase === 'unpaired') {
    await reader.close();
    process.stderr.write(`Not paired yet: run with --pair CODE once.\n\n${USAGE}\n`);
    return 2;
  }
  let phase = engine.getSnapshot().phase;
  engine.subscribe(() => {
    const next = engine.getSnapshot().phase;
    if (next !== phase) say(`kiosk: ${next}`);
    phase = next;
  });

  const taps = new HeadlessReader({ engine, ...(values.hook ? { hook: values.hook } : {}) });
  const nfc = new NfcChild();
  nfc.on('card', (uid) => void taps.tap(uid));
  nfc.on('status', (status) =>
    say(`reader: ${status.state === 'ready' ? `ready (${status.reader})` : status.state}`),
  );
  if (values.verbose) nfc.on('log', (message) => say(`nfc: ${message}`));
  nfc.start();

  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await nfc.stop();
  await reader.close();
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `punchcard-reader: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
