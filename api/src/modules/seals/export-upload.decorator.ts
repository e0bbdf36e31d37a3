import { FileUpload } from '#src/common/http/file-upload.decorator.js';

/**
 * A sealed period is a week or a month: its daily export for a thousand members stays a few MB,
 * so a file far larger is not one of ours and is refused before it fills memory.
 */
export const MAX_EXPORT_BYTES = 64 * 1024 * 1024;

/** A route that takes one CSV or XLSX attendance export as multipart field `file`. */
export const ExportUpload = () =>
  FileUpload({
    maxBytes: MAX_EXPORT_BYTES,
    tooLarge: 'Exports to verify may be at most 64 MB.',
    missing: 'Send one file as the multipart field "file".',
    description: 'A daily attendance export, .csv or .xlsx, at most 64 MB',
  });
