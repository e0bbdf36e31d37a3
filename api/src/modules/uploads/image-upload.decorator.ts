import { FileUpload } from '#src/common/http/file-upload.decorator.js';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** A route that takes one image (JPEG, PNG or WebP, at most 2 MB) as multipart field `file`. */
export const ImageUpload = () =>
  FileUpload({
    maxBytes: MAX_IMAGE_BYTES,
    tooLarge: 'Images may be at most 2 MB.',
    missing: 'Send one image as the multipart field "file".',
    description: 'JPEG, PNG or WebP, at most 2 MB',
  });
