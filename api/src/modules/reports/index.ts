export { ReportsModule } from './reports.module.js';
// Sealed payroll periods store and verify this digest of a period's canonical attendance.
export { AttendanceDigestService } from './attendance-digest.service.js';
