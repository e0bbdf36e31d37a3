import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { ErrorKey } from '@punchcard/shared';
import { AppException, notFound } from '#src/common/errors/app.exception.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { MAX_IMAGE_BYTES } from './image-upload.interceptor.js';

const TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
type Extension = keyof typeof TYPES;

/** The image type from the file's first bytes; the name and declared type are not trusted. */
export function sniffImage(bytes: Buffer): Extension | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, i) => bytes[i] === byte)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('ascii', 0, 4) === 'RIFF' &&
    bytes.toString('ascii', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

const NAME = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;
export const UPLOADS_URL_PREFIX = '/v1/uploads/';

/** Avatars under DATA_DIR/uploads, named by random ids and served back with their own type. */
@Injectable()
export class UploadsService {
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = path.join(config.dataDir, 'uploads');
  }

  /** Stores an uploaded image and answers the URL to keep on the object. */
  async saveImage(file: Express.Multer.File | undefined): Promise<string> {
    if (!file)
      throw new AppException(
        400,
        ErrorKey.UploadMissing,
        'Send one image as the multipart field "file".',
      );
    if (file.size > MAX_IMAGE_BYTES)
      throw new AppException(400, ErrorKey.UploadTooLarge, 'Images may be at most 2 MB.');
    const extension = sniffImage(file.buffer);
    if (!extension) {
      throw new AppException(
        400,
        ErrorKey.UploadInvalidType,
        'Only JPEG, PNG and WebP images are accepted.',
      );
    }
    const name = `${randomUUID()}.${extension}`;
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(path.join(this.dir, name), file.buffer);
    return `${UPLOADS_URL_PREFIX}${name}`;
  }

  /** Deletes a previously stored image when an object gets a new one. */
  async remove(url: string | null): Promise<void> {
    const name = url?.startsWith(UPLOADS_URL_PREFIX)
      ? url.slice(UPLOADS_URL_PREFIX.length)
      : undefined;
    if (name && NAME.test(name)) await fs.rm(path.join(this.dir, name), { force: true });
  }

  async read(name: string): Promise<{ bytes: Buffer; type: string }> {
    const match = NAME.exec(name);
    const extension = match?.[1] as Extension | undefined;
    if (!extension) throw notFound(ErrorKey.NotFound, 'No such file.');
    try {
      return { bytes: await fs.readFile(path.join(this.dir, name)), type: TYPES[extension] };
    } catch {
      throw notFound(ErrorKey.NotFound, 'No such file.');
    }
  }
}
