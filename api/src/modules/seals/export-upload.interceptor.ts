import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { ErrorKey } from '@punchcard/shared';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { AppException } from '#src/common/errors/app.exception.js';

/**
 * A sealed period is a week or a month: its daily export for a thousand members stays a few MB,
 * so a file far larger is not one of ours and is refused before it fills memory.
 */
export const MAX_EXPORT_BYTES = 64 * 1024 * 1024;

/**
 * Reads one multipart `file` field (an attendance export to verify) into memory, turning multer's
 * failures into our error keys: an oversized or malformed upload is a 400, never a 413/500.
 */
@Injectable()
export class ExportUploadInterceptor implements NestInterceptor {
  private readonly parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_EXPORT_BYTES, files: 1, fields: 5 },
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
            ? new AppException(
                400,
                ErrorKey.UploadTooLarge,
                'Exports to verify may be at most 64 MB.',
              )
            : new AppException(
                400,
                ErrorKey.UploadMissing,
                'Send one file as the multipart field "file".',
              ),
        );
      });
    });
    return next.handle();
  }
}

/** A route that takes one CSV or XLSX attendance export as multipart field `file`. */
export const ExportUpload = () =>
  applyDecorators(
    UseInterceptors(ExportUploadInterceptor),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          file: {
            type: 'string',
            format: 'binary',
            description: 'A daily attendance export, .csv or .xlsx, at most 64 MB',
          },
        },
      },
    }),
  );
