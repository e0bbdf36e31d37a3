import { Global, Module } from '@nestjs/common';
import { ImageUploadInterceptor } from './image-upload.interceptor.js';
import { UploadsController } from './uploads.controller.js';
import { UploadsRepository } from './uploads.repository.js';
import { UploadsService } from './uploads.service.js';

@Global()
@Module({
  controllers: [UploadsController],
  providers: [UploadsRepository, UploadsService, ImageUploadInterceptor],
  exports: [UploadsService, ImageUploadInterceptor],
})
export class UploadsModule {}
