// The summary report's wire types as the API client hands them over (camelCase keys).
import type * as wire from '@punchcard/shared';

import type { CamelCaseKeys } from '@/lib/case-keys';

export type MemberSummaryReport = CamelCaseKeys<wire.MemberSummaryReport>;
export type ReportLabelTotal = CamelCaseKeys<wire.ReportLabelTotal>;
export type MemberReportDay = CamelCaseKeys<wire.MemberReportDay>;
export type ReportSuggestions = CamelCaseKeys<wire.ReportSuggestions>;

/** Whose report: the caller's own (`me`), or a member's user id. */
export type ReportSubject = 'me' | { idUser: string };
