// The NFC service in a process of its own. nfc-pcsc's native addon blocks its thread when pcscd
// vanishes at the wrong moment, and a crash in it must not take the kiosk's window or the
// headless reader down: the parent (nfc-child.ts, or Electron's utilityProcess) restarts this.
// Run on its own (`node nfc-process.js`) it prints one JSON message a line, to try a reader.
import { isNfcStopMessage, type NfcProcessMessage } from './nfc-messages.js';
import { NfcService } from './nfc-service.js';

/** Electron's utilityProcess gives its child a MessagePort-like parentPort instead of send(). */
interface ParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
}

// Read at run time: Electron's types declare both on every process, Node has either or neither.
const parentPort = Reflect.get(process, 'parentPort') as ParentPort | undefined;
const send = Reflect.get(process, 'send') as ((message: unknown) => boolean) | undefined;

function post(message: NfcProcessMessage): void {
  if (parentPort) parentPort.postMessage(message);
  else if (send) send.call(process, message);
  else process.stdout.write(`${JSON.stringify(message)}\n`);
}

const service = new NfcService({
  log: (message) => {
    post({ type: 'log', message });
  },
});
service.on('card', (uid) => {
  post({ type: 'card', uid });
});
service.on('status', (status) => {
  post({ type: 'status', status });
});

function shutdown(): void {
  service.stop();
  process.exit(0);
}

parentPort?.on('message', (event) => {
  if (isNfcStopMessage(event.data)) shutdown();
});
process.on('message', (message) => {
  if (isNfcStopMessage(message)) shutdown();
});
// A forked child outlives a parent that died without stopping it unless it watches the channel.
process.on('disconnect', shutdown);
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

post({ type: 'status', status: service.status });
service.start();
