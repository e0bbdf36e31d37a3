import { StreamableFile } from '@nestjs/common';
import type { ExportFile } from './export-file.js';

/** RFC 5987's attr-char: what may stand unescaped in `filename*`. */
const percentEncoded = (name: string) =>
  encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `attachment` with both names: `filename` in plain ASCII for old clients (anything else becomes
 * "_"), `filename*` (RFC 5987/6266) with the real UTF-8 name that every current browser prefers.
 */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${percentEncoded(filename)}`;
}

/**
 * The controller's answer for an ExportFile: streamed as it is made (no Content-Length), saved
 * rather than shown. Nest destroys the response if the stream fails midway and destroys the
 * stream if the client leaves, which stops the producer.
 */
export function exportResponse(file: ExportFile): StreamableFile {
  return new StreamableFile(file.stream, {
    type: file.contentType,
    disposition: attachmentDisposition(file.filename),
  });
}
