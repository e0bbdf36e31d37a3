import { Module } from '@nestjs/common';
import { ThrottlingModule } from '#src/common/throttling/throttling.module.js';
import { SelfiesModule } from '#src/modules/kiosk-punches/index.js';
import { RetentionRepository } from './retention.repository.js';
import { RetentionService } from './retention.service.js';

@Module({
  imports: [ThrottlingModule, SelfiesModule],
  providers: [RetentionRepository, RetentionService],
  exports: [RetentionService],
})
export class RetentionModule {}
