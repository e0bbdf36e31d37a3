// Whether pcscd answers on its socket. nfc-pcsc's `new NFC()` blocks its thread in a retry loop
// when the daemon is down, so the service only creates one after this says the daemon is up.
import { connect } from 'node:net';

/** pcsc-lite's client socket; the library and the daemon both honour PCSCLITE_CSOCK_NAME. */
export function pcscdSocketPath(): string {
  return process.env.PCSCLITE_CSOCK_NAME ?? '/run/pcscd/pcscd.comm';
}

/**
 * Connects to the socket and hangs up at once. A socket file left by a killed daemon refuses the
 * connection, so this tells a live daemon from a stale file; a hung one times out.
 */
export function probePcscd(socketPath = pcscdSocketPath(), timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    const finish = (alive: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(alive);
    };
    const timer = setTimeout(() => {
      finish(false);
    }, timeoutMs);
    socket.once('connect', () => {
      finish(true);
    });
    socket.once('error', () => {
      finish(false);
    });
  });
}
