import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
  applyDecorators,
} from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { ErrorKey } from '@punchcard/shared';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { AppException } from '#src/common/errors/app.exception.js';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * Reads one multipart `file` field into memory (at most 2 MB) and turns multer's failures into our
 * error keys, so an oversized or malformed upload is a 400 with a clear key, never a 413/500.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 },
  }).single('file');

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    await new Promise<void>((resolve, reject) => {
      this.parse(request, response, (error: unknown) => {
        if (error === undefined || error === null) {
          resolve();
          return;
        }
        const code = (error as { code?: unknown }).code;
        reject(
          code === 'LIMIT_FILE_SIZE'
            ? new AppException(400, ErrorKey.UploadTooLarge, 'Images may be at most 2 MB.')
            : new AppException(
                400,
                ErrorKey.UploadMissing,
                'Send one image as the multipart field "file".',
              ),
        );
      });
    });
    return next.handle();
  }
}

/** A route that takes one image as multipart field `file`. */
export const ImageUpload = () =>
  applyDecorators(
    UseInterceptors(ImageUploadInterceptor),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          file: {
            type: 'string',
            format: 'binary',
            description: 'JPEG, PNG or WebP, at most 2 MB',
          },
        },
      },
    }),
  );
