import QRCode from 'qrcode';

/** A rendered QR code: its bytes and media type. */
export interface QrImage {
  bytes: Buffer;
  type: 'image/png' | 'image/svg+xml';
}

/**
 * The badge URL as a QR code. Error correction M (15%) survives a worn print or a lamination
 * glare at the kiosk's camera while keeping the ~170-character URL at a size a phone reads.
 */
export async function qrImage(text: string, format: 'png' | 'svg'): Promise<QrImage> {
  const options = { errorCorrectionLevel: 'M', margin: 2 } as const;
  if (format === 'svg') {
    const svg = await QRCode.toString(text, { ...options, type: 'svg' });
    return { bytes: Buffer.from(svg), type: 'image/svg+xml' };
  }
  const png = await QRCode.toBuffer(text, { ...options, type: 'png', width: 512 });
  return { bytes: png, type: 'image/png' };
}
