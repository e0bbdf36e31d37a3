import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { ErrorKey, Permission } from '@punchcard/shared';
import type { AuthContext } from '#src/auth/auth-context.js';
import { WorkspaceAccessService } from '#src/auth/workspace-access.service.js';
import { AppException, badRequest, notFound } from '#src/common/errors/app.exception.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { MAX_IMAGE_BYTES } from './image-upload.decorator.js';
import {
  ImageRejected,
  MAX_IMAGE_PIXELS,
  type ImageExtension,
  reencodeImage,
} from './image-encoder.js';
import { UploadsRepository, type UploadViewer } from './uploads.repository.js';

const TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** The image type from the file's first bytes; the name and declared type are not trusted. */
export function sniffImage(bytes: Buffer): ImageExtension | undefined {
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

const missingFile = () =>
  badRequest(ErrorKey.UploadMissing, 'Send one image as the multipart field "file".');
const tooLarge = () => badRequest(ErrorKey.UploadTooLarge, 'Images may be at most 2 MB.');
const invalidType = () =>
  badRequest(ErrorKey.UploadInvalidType, 'Only JPEG, PNG and WebP images are accepted.');
/** The same answer for a file that is not there and one the caller may not see. */
const noSuchFile = () => notFound(ErrorKey.NotFound, 'No such file.');

/**
 * Pictures under DATA_DIR/uploads, named by random ids. Every image is re-encoded before it is
 * stored, and served only to those who may see the object it belongs to.
 */
@Injectable()
export class UploadsService {
  private readonly dir: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly uploads: UploadsRepository,
    private readonly access: WorkspaceAccessService,
  ) {
    this.dir = path.join(config.dataDir, 'uploads');
  }

  /** Stores an uploaded image, re-encoded, and answers the URL to keep on the object. */
  async saveImage(file: Express.Multer.File | undefined): Promise<string> {
    if (!file) throw missingFile();
    if (file.size > MAX_IMAGE_BYTES) throw tooLarge();
    const sniffed = sniffImage(file.buffer);
    if (!sniffed) throw invalidType();
    const image = await this.reencode(file.buffer, sniffed);
    const name = `${randomUUID()}.${image.extension}`;
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(path.join(this.dir, name), image.bytes);
    return `${UPLOADS_URL_PREFIX}${name}`;
  }

  /** Deletes a previously stored image when an object gets a new one. */
  async remove(url: string | null): Promise<void> {
    const name = url?.startsWith(UPLOADS_URL_PREFIX)
      ? url.slice(UPLOADS_URL_PREFIX.length)
      : undefined;
    if (name && NAME.test(name)) await fs.rm(path.join(this.dir, name), { force: true });
  }

  /** The file, when the caller may see what it belongs to; else 404, as if it did not exist. */
  async read(auth: AuthContext, name: string): Promise<{ bytes: Buffer; type: string }> {
    const extension = NAME.exec(name)?.[1] as ImageExtension | undefined;
    if (!extension) throw noSuchFile();
    const url = `${UPLOADS_URL_PREFIX}${name}`;
    const selfie = await this.uploads.selfieOf(url);
    const allowed = selfie
      ? await this.maySeeSelfie(auth, selfie)
      : await this.uploads.canRead(url, viewerOf(auth));
    if (!allowed) throw noSuchFile();
    try {
      return { bytes: await fs.readFile(path.join(this.dir, name)), type: TYPES[extension] };
    } catch {
      throw noSuchFile();
    }
  }

  /**
   * A selfie proves one member's punch: they see it, and so do those who may view members' time
   * in its workspace (VIEW_MEMBER_TIMESTAMPS), as on /kiosk-selfies; nobody else.
   */
  private async maySeeSelfie(
    auth: AuthContext,
    selfie: { idWorkspace: string; idUser: string | null },
  ): Promise<boolean> {
    const keyWorkspace = auth.apiKeyMember?.idWorkspace;
    const inScope = keyWorkspace === undefined || keyWorkspace === selfie.idWorkspace;
    if (inScope && selfie.idUser === auth.user.id) return true;
    try {
      await this.access.resolve(auth, selfie.idWorkspace, Permission.ViewMemberTimestamps);
      return true;
    } catch (error) {
      if (error instanceof AppException) return false;
      throw error;
    }
  }

  private async reencode(bytes: Buffer, sniffed: ImageExtension) {
    try {
      return await reencodeImage(bytes, sniffed);
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      if (error.reason === 'too_many_pixels') {
        throw badRequest(
          ErrorKey.UploadTooLarge,
          `Images may have at most ${MAX_IMAGE_PIXELS / 1_000_000} million pixels.`,
        );
      }
      throw badRequest(
        ErrorKey.UploadInvalidType,
        'The image could not be read: send a complete JPEG, PNG or WebP image.',
      );
    }
  }
}

/** An API key sees only its own workspace's files; a session sees its account's workspaces. */
function viewerOf(auth: AuthContext): UploadViewer {
  return { idUser: auth.user.id, keyWorkspace: auth.apiKeyMember?.idWorkspace ?? null };
}
