// A contactless card for tests, speaking the protocol of vsmartcard's vpcd driver: pcscd loads the
// driver (/etc/reader.conf.d/vpcd), which listens on 127.0.0.1:35963 and shows a reader named
// "Virtual PCD"; a card is a TCP client of that port. Connected = card on the reader, socket
// closed = card taken away. Every message is a 2-byte big-endian length then the bytes; a 1-byte
// message is a control (power off/on, reset, ATR request), anything longer is a command APDU.
import { connect, type Socket } from 'node:net';

/** vpcd's port for the reader at index 0 (CHANNELID 0x8C7B in the driver's reader.conf). */
export const VPCD_PORT = 35963;

/**
 * A MIFARE Classic 1K's ATR (PC/SC part 3 storage card). nfc-pcsc classifies it as an ISO 14443-3
 * tag and asks the UID with GET DATA (FF CA 00 00 00), which is what a real reader answers.
 */
export const MIFARE_CLASSIC_ATR = '3B8F8001804F0CA000000306030001000000006A';

const CONTROL_GET_ATR = 4;
const SW_OK = Buffer.from([0x90, 0x00]);
const SW_NOT_SUPPORTED = Buffer.from([0x6a, 0x81]);

function frame(payload: Buffer): Buffer {
  const header = Buffer.alloc(2);
  header.writeUInt16BE(payload.length);
  return Buffer.concat([header, payload]);
}

export interface VirtualCardOptions {
  host?: string;
  port?: number;
  atr?: string;
}

/** One virtual card slot: insert a card with a UID, take it away, insert another. */
export class VirtualCard {
  private socket: Socket | null = null;
  private readonly host: string;
  private readonly port: number;
  private readonly atr: Buffer;

  constructor(options: VirtualCardOptions = {}) {
    this.host = options.host ?? '127.0.0.1';
    this.port = options.port ?? VPCD_PORT;
    this.atr = Buffer.from(options.atr ?? MIFARE_CLASSIC_ATR, 'hex');
  }

  get inserted(): boolean {
    return this.socket !== null;
  }

  /** Puts a card with this UID (hex) on the reader; resolves once the driver accepted it. */
  async insert(uid: string): Promise<void> {
    if (this.socket) throw new Error('A card is already on the reader: remove() it first');
    const uidBytes = Buffer.from(uid.replace(/[\s:]/g, ''), 'hex');
    const socket = connect({ host: this.host, port: this.port });
    socket.setNoDelay(true);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    // The reader vanishes with pcscd: the socket closes and the card is simply gone.
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      if (this.socket === socket) this.socket = null;
    });
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 2) {
        const length = pending.readUInt16BE(0);
        if (pending.length < 2 + length) break;
        const message = pending.subarray(2, 2 + length);
        pending = pending.subarray(2 + length);
        const answer = this.answer(message, uidBytes);
        if (answer) socket.write(frame(answer));
      }
    });
    this.socket = socket;
  }

  /** Takes the card away (the driver reports the slot empty). */
  async remove(): Promise<void> {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    await new Promise<void>((resolve) => {
      socket.once('close', () => {
        resolve();
      });
      socket.end();
      socket.destroySoon();
    });
  }

  private answer(message: Buffer, uid: Buffer): Buffer | null {
    if (message.length === 1) {
      // Power off (0), power on (1) and reset (2) need no answer; only the ATR request does.
      return message[0] === CONTROL_GET_ATR ? this.atr : null;
    }
    const isGetUid =
      message.length >= 4 && message[0] === 0xff && message[1] === 0xca && message[2] === 0x00;
    return isGetUid ? Buffer.concat([uid, SW_OK]) : SW_NOT_SUPPORTED;
  }
}
