// The work-schedule contracts as the app holds them (the client camelCases every key).
import type * as wire from '@punchcard/shared';

import type { CamelCaseKeys } from '@/lib/case-keys';

export type ScheduleDay = CamelCaseKeys<wire.ScheduleDay>;
export type WorkSchedule = CamelCaseKeys<wire.WorkSchedule>;
export type WorkspaceScheduleView = CamelCaseKeys<wire.WorkspaceScheduleView>;
export type MemberScheduleOverride = CamelCaseKeys<wire.MemberScheduleOverride>;
export type MemberScheduleView = CamelCaseKeys<wire.MemberScheduleView>;
export type UpdateWorkspaceScheduleBody = CamelCaseKeys<wire.UpdateWorkspaceScheduleBody>;
export type UpdateMemberScheduleBody = CamelCaseKeys<wire.UpdateMemberScheduleBody>;
