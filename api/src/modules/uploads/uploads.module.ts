import { Global, Module } from '@nestjs/common';
import { UploadsController } from './uploads.controller.js';
import { UploadsRepository } from './uploads.repository.js';
import { UploadsService } from './uploads.service.js';

@Global()
@Module({
  controllers: [UploadsController],
  providers: [UploadsRepository, UploadsService],
  exports: [UploadsService],
})
export class UploadsModule {}
