// The project-report contracts as the app holds them (the client camelCases every key).
import type * as wire from '@punchcard/shared';

import type { CamelCaseKeys } from '@/lib/case-keys';

export type ProjectMemberReportPage = CamelCaseKeys<wire.ProjectMemberReportPage>;
export type ProjectReportRow = CamelCaseKeys<wire.ProjectReportRow>;
export type ProjectReportMember = CamelCaseKeys<wire.ProjectReportMember>;
/** A member of the project, for the members filter. */
export type ProjectMember = CamelCaseKeys<wire.ProjectMember>;
