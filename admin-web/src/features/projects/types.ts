// The projects contracts as the app holds them (the client camelCases every key).
import type * as wire from '@punchcard/shared';

import type { CamelCaseKeys } from '@/lib/case-keys';

export type ProjectDetails = CamelCaseKeys<wire.ProjectDetails>;
export type ProjectMember = CamelCaseKeys<wire.ProjectMember>;
export type ProjectMemberRate = CamelCaseKeys<wire.ProjectMemberRate>;
export type ProjectTotal = CamelCaseKeys<wire.ProjectTotal>;
export type ProjectMemberTotal = CamelCaseKeys<wire.ProjectMemberTotal>;
export type ProjectTaskTotal = CamelCaseKeys<wire.ProjectTaskTotal>;
export type ProjectActivity = CamelCaseKeys<wire.ProjectActivity>;
export type ProjectActivityPage = CamelCaseKeys<wire.ProjectActivityPage>;
export type ProjectInvitationResponse = CamelCaseKeys<wire.ProjectInvitationResponse>;
export type Client = CamelCaseKeys<wire.Client>;
