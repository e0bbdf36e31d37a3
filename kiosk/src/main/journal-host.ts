// The durable journal of the Electron kiosk: one file under the app's user data, appended and
// fsynced by main (FileJournalStorage), offered to the renderer through the journal:* channels.
// A punch is confirmed on screen only once append() answered, so a crash or a power cut right
// after loses nothing acknowledged.
import { join } from 'node:path';

import type { JournalStorage } from '../core/engine-types.js';
import { FileJournalStorage } from '../node/journal/file-journal-storage.js';
import type { IpcHandlers } from './ipc.js';

export async function openJournal(userDataDir: string): Promise<JournalStorage> {
  // open() creates the directory and refuses a damaged file rather than skipping lines.
  return FileJournalStorage.open(join(userDataDir, 'journal', 'punches.jsonl'));
}

type JournalChannel = Extract<keyof IpcHandlers, `journal:${string}`>;

/** Answers once the change is durable: IPC resolves the renderer's promise only then. */
async function done(change: Promise<void>): Promise<undefined> {
  await change;
  return undefined;
}

export function journalHandlers(journal: JournalStorage): Pick<IpcHandlers, JournalChannel> {
  return {
    'journal:append': (entry) => done(journal.append(entry)),
    'journal:last': () => journal.last(),
    'journal:pending': () => journal.pending(),
    'journal:settle': (settled) => done(journal.settle(settled)),
    'journal:resign': (entries) => done(journal.resign(entries)),
  };
}
