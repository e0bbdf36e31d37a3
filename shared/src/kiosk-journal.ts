/**
 * The kiosk's tamper-evident punch journal: entries, their canonical form, the hash chain and
 * ECDSA P-256 signatures, shared by the kiosk and the API. The protocol is written down for
 * third-party implementers in docs/kiosk-protocol.md.
 */
export * from './kiosk-journal-entry.js';
export * from './kiosk-journal-crypto.js';
export * from './kiosk-journal-chain.js';
export { derToRawSignature, rawToDerSignature } from './kiosk-journal-encoding.js';
