export { MemberReportsModule } from './member-reports.module.js';
