// The slice of nfc-pcsc (and the @pokusew/pcsclite reader under it) the NFC service uses. The
// package ships no types, and it is loaded lazily so that importing the service never loads the
// native addon: only a running service does.

/** The pcsclite reader under an nfc-pcsc Reader. */
export interface PcscReaderHandle {
  close(): void;
}

/** An nfc-pcsc card event: with `autoProcessing` off, the card is connected but not yet read. */
export interface NfcPcscCard {
  atr?: Buffer;
  uid?: string;
}

export interface NfcPcscReader {
  readonly name: string;
  readonly reader: PcscReaderHandle;
  autoProcessing: boolean;
  transmit(data: Buffer, responseMaxLength: number): Promise<Buffer>;
  on(event: 'card', listener: (card: NfcPcscCard) => void): this;
  on(event: 'card.off' | 'end', listener: () => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
  removeAllListeners(): this;
}

export interface NfcPcsc {
  on(event: 'reader', listener: (reader: NfcPcscReader) => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
  removeAllListeners(): this;
  close(): void;
}

export type NfcPcscConstructor = new () => NfcPcsc;

// A specifier TypeScript does not resolve: the package has no declarations to resolve to.
const PACKAGE = 'nfc-pcsc';

let loaded: Promise<NfcPcscConstructor> | null = null;

/** nfc-pcsc's NFC class, loaded once (ESM sees the CommonJS exports as named or as default). */
export function loadNfcPcsc(): Promise<NfcPcscConstructor> {
  loaded ??= import(PACKAGE).then((module: unknown) => {
    const exports = module as { NFC?: unknown; default?: { NFC?: unknown } };
    const NFC = exports.NFC ?? exports.default?.NFC;
    if (typeof NFC !== 'function') throw new Error('nfc-pcsc does not export NFC');
    return NFC as NfcPcscConstructor;
  });
  return loaded;
}
