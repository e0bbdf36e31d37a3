// Chromium's fake camera, fed a y4m file that shows a QR code, so a badge reaches the kiosk's
// scanner (html5-qrcode) through getUserMedia exactly as a badge held to a tablet's camera does.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';

import { type Browser, chromium, test } from '@playwright/test';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
/** Luma of a dark and a light module: video range (BT.601), what a real camera delivers. */
const DARK = 16;
const LIGHT = 235;
/** The quiet zone the QR standard asks for, in modules. */
const QUIET_ZONE = 4;

/**
 * One 640 x 480 frame (4:2:0, grey: chroma at 128) showing `text` as a QR code centred on a light
 * ground. The code covers about 60% of the height, so a scanner's scan box in the middle of the
 * picture holds all of it with its quiet zone. Chromium loops the single frame: the badge is held
 * up for as long as the camera runs.
 */
function qrFrameY4m(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const span = modules.size + 2 * QUIET_ZONE;
  const scale = Math.max(3, Math.floor((HEIGHT * 0.6) / span));
  const left = Math.floor((WIDTH - span * scale) / 2);
  const top = Math.floor((HEIGHT - span * scale) / 2);

  const luma = Buffer.alloc(WIDTH * HEIGHT, LIGHT);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const y0 = top + (row + QUIET_ZONE) * scale;
      const x0 = left + (col + QUIET_ZONE) * scale;
      for (let y = y0; y < y0 + scale; y++) luma.fill(DARK, y * WIDTH + x0, y * WIDTH + x0 + scale);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F15:1 Ip A1:1 C420jpeg\nFRAME\n`);
  return Buffer.concat([header, luma, chroma]);
}

/** Writes the frame to a fresh file under the OS temp directory and returns its path. */
export function qrCameraFile(text: string): string {
  const file = join(tmpdir(), `kiosk-badge-${randomUUID()}.y4m`);
  writeFileSync(file, qrFrameY4m(text));
  return file;
}

/**
 * A browser of its own whose only camera plays `file`: Chromium takes one fake video file per
 * process, so each badge needs its own browser. Same binary and switches as the suite's project.
 */
export async function browserWithCamera(file: string): Promise<Browser> {
  const launch = test.info().project.use.launchOptions ?? {};
  return chromium.launch({
    ...launch,
    args: [
      ...(launch.args ?? []).filter((arg) => !arg.startsWith('--use-file-for-fake-video-capture')),
      `--use-file-for-fake-video-capture=${file}`,
    ],
  });
}
