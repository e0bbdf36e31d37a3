export { MemberReportsModule } from './member-reports.module.js';
export { type MemberSummaryFacts, MemberSummaryService } from './member-summary.service.js';
