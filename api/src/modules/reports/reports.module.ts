import { Module } from '@nestjs/common';
import { PdfModule } from '#src/common/pdf/index.js';
import { AttendanceDigestService } from './attendance-digest.service.js';
import { AttendanceExportService } from './attendance-export.service.js';
import { AttendancePdf } from './attendance-pdf.js';
import { AttendanceScopeService } from './attendance-scope.service.js';
import { AttendanceController } from './attendance.controller.js';
import { AttendanceRepository } from './attendance.repository.js';
import { AttendanceService } from './attendance.service.js';

/**
 * The workspace's attendance report, its summary and exports, and the canonical digest of a
 * period's attendance that sealed payroll periods store and verify (AttendanceDigestService).
 */
@Module({
  imports: [PdfModule],
  controllers: [AttendanceController],
  providers: [
    AttendanceRepository,
    AttendanceScopeService,
    AttendanceService,
    AttendanceExportService,
    AttendancePdf,
    AttendanceDigestService,
  ],
  exports: [AttendanceDigestService],
})
export class ReportsModule {}
