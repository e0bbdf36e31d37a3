// The API's wire types as the app holds them: the client camelCases every key it receives, so
// each shared contract has exactly one local name here, the contract's own.
import type * as wire from '@punchcard/shared';

import type { CamelCaseKeys } from '@/lib/case-keys';

export type Me = CamelCaseKeys<wire.Me>;
export type Profile = CamelCaseKeys<wire.Profile>;
export type ProfileRequest = CamelCaseKeys<wire.ProfileRequest>;
export type Preferences = CamelCaseKeys<wire.Preferences>;
export type ApiKeyResponse = CamelCaseKeys<wire.ApiKeyResponse>;
export type LocationToggle = CamelCaseKeys<wire.LocationToggle>;

export type Workspace = CamelCaseKeys<wire.Workspace>;
export type TimestampSettings = CamelCaseKeys<wire.TimestampSettings>;
export type Member = CamelCaseKeys<wire.Member>;
export type MemberWorkStatus = CamelCaseKeys<wire.MemberWorkStatus>;
export type Invitation = CamelCaseKeys<wire.Invitation>;
export type Kiosk = CamelCaseKeys<wire.Kiosk>;
export type KioskPairingCode = CamelCaseKeys<wire.KioskPairingCode>;
export type PinAvailability = CamelCaseKeys<wire.PinAvailability>;

export type ClockStatus = CamelCaseKeys<wire.ClockStatus>;
export type WorkspaceTime = CamelCaseKeys<wire.WorkspaceTime>;
export type Break = CamelCaseKeys<wire.Break>;
export type Activity = CamelCaseKeys<wire.Activity>;
export type ClockInResult = CamelCaseKeys<wire.ClockInResult>;
export type ClockOutResult = CamelCaseKeys<wire.ClockOutResult>;
export type StartActivityResponse = CamelCaseKeys<wire.StartActivityResponse>;
export type StopActivityResponse = CamelCaseKeys<wire.StopActivityResponse>;

export type Project = CamelCaseKeys<wire.Project>;
export type Task = CamelCaseKeys<wire.Task>;
export type Category = CamelCaseKeys<wire.Category>;
export type Tag = CamelCaseKeys<wire.Tag>;

export type TimeRequest = CamelCaseKeys<wire.TimeRequest>;
export type RequestList = CamelCaseKeys<wire.RequestList>;
export type RequestPreview = CamelCaseKeys<wire.RequestPreview>;
export type PendingRequestSummaries = CamelCaseKeys<wire.PendingRequestSummaries>;
