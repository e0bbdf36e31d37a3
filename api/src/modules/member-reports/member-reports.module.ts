import { Module } from '@nestjs/common';
import { ActivityReportController } from './activity-report.controller.js';
import { ActivityReportRepository } from './activity-report.repository.js';
import { ActivityReportService } from './activity-report.service.js';
import { MemberReportsController } from './member-reports.controller.js';
import { MemberSummaryRepository } from './member-summary.repository.js';
import { MemberSummaryService } from './member-summary.service.js';
import { ReportMembersRepository } from './report-members.repository.js';

/** A member's summary report and the activity report of members. */
@Module({
  controllers: [MemberReportsController, ActivityReportController],
  providers: [
    ReportMembersRepository,
    MemberSummaryRepository,
    MemberSummaryService,
    ActivityReportRepository,
    ActivityReportService,
  ],
  // The suggestion writers read the same report, under the same rules.
  exports: [MemberSummaryService],
})
export class MemberReportsModule {}
