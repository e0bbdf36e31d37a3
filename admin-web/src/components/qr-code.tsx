import { create } from 'qrcode';
import { useMemo } from 'react';

/** Light modules around the code that scanners need to find it (the standard asks for 4). */
const QUIET_ZONE = 4;

/** One SVG path of every dark module, in module units (a 1 x 1 square each). */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path };
}

interface QrCodeProps {
  /** What the code holds (a URL). */
  value: string;
  /** What the image is, for screen readers. */
  label: string;
  /** Width and height in CSS pixels. */
  size?: number;
}

/**
 * A QR code drawn as SVG: sharp at any zoom and in print, no canvas. Always dark on white, also in
 * the dark colour scheme, since cameras read inverted codes badly.
 */
export function QrCode({ value, label, size = 200 }: QrCodeProps) {
  const { size: modules, path } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', background: '#fff', borderRadius: 4 }}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
