import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  mixin,
  type NestInterceptor,
  type Type,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { ErrorKey } from '@punchcard/shared';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { AppException } from '#src/common/errors/app.exception.js';

/** What one route's upload may be. */
export interface FileUploadRule {
  maxBytes: number;
  /** The 400 upload_too_large message ("Images may be at most 2 MB."). */
  tooLarge: string;
  /** The 400 upload_missing message for a malformed or absent `file` field. */
  missing: string;
  /** The `file` field as the OpenAPI document describes it. */
  description: string;
}

/**
 * An interceptor reading one multipart `file` field into memory (`request.file`), turning
 * multer's failures into our error keys: an oversized or malformed upload is a 400 with a clear
 * key, never a 413/500. One class per rule (Nest's mixin), so each route keeps its own limit.
 */
function fileUploadInterceptor(rule: FileUploadRule): Type<NestInterceptor> {
  class FileUploadInterceptor implements NestInterceptor {
    private readonly parse = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: rule.maxBytes, files: 1, fields: 5 },
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
              ? new AppException(400, ErrorKey.UploadTooLarge, rule.tooLarge)
              : new AppException(400, ErrorKey.UploadMissing, rule.missing),
          );
        });
      });
      return next.handle();
    }
  }
  return mixin(FileUploadInterceptor);
}

/** A route that takes one file as multipart field `file`, within `rule`. */
export const FileUpload = (rule: FileUploadRule) =>
  applyDecorators(
    UseInterceptors(fileUploadInterceptor(rule)),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary', description: rule.description } },
      },
    }),
  );
