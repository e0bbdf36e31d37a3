import { Module } from '@nestjs/common';
import { ReportsModule } from '#src/modules/reports/index.js';
import { SealsController } from './seals.controller.js';
import { SealsRepository } from './seals.repository.js';
import { SealsService } from './seals.service.js';

/** Sealed payroll periods: sealing, reopening and verifying digests. */
@Module({
  imports: [ReportsModule],
  controllers: [SealsController],
  providers: [SealsRepository, SealsService],
})
export class SealsModule {}
