// The attendance contracts as the app holds them (the client camelCases every key).
import type * as wire from '@punchcard/shared';

import type { CamelCaseKeys } from '@/lib/case-keys';

export type AttendanceReport = CamelCaseKeys<wire.AttendanceReport>;
export type AttendanceSummary = CamelCaseKeys<wire.AttendanceSummary>;
export type AttendanceMember = CamelCaseKeys<wire.AttendanceMember>;
export type AttendanceRow = CamelCaseKeys<wire.AttendanceRow>;
export type AttendanceFigures = CamelCaseKeys<wire.AttendanceFigures>;
