// The kiosk-credential contracts as the app holds them (the client camelCases every key).
import type * as wire from '@punchcard/shared';

import type { CamelCaseKeys } from '@/lib/case-keys';

export type MemberBadge = CamelCaseKeys<wire.MemberBadge>;
export type MemberCard = CamelCaseKeys<wire.MemberCard>;
export type KioskEnrolment = CamelCaseKeys<wire.KioskEnrolment>;
