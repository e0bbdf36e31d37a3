import { type Locale, ReportExportFormat, ReportPeriod } from '@punchcard/shared';

import type { Seal } from '@/features/payroll-seals/types';

const EXPORT_PATH = '/v1/workspaces/reports/attendance/export';

/**
 * The payroll file of a sealed period: every member (any status), daily rows, exactly the seal's
 * instants. Only that export carries the seal's id and digest (CSV/XLSX metadata, PDF footer),
 * so the file can be verified later; a filtered export of the same days cannot.
 */
export function sealedExportHref(seal: Seal, format: ReportExportFormat, lang: Locale): string {
  const search = new URLSearchParams({
    format,
    lang,
    start_time: String(seal.start),
    end_time: String(seal.end),
    period: ReportPeriod.Daily,
    status: 'all',
  });
  return `${EXPORT_PATH}?${search.toString()}`;
}

export const SEALED_EXPORT_FORMATS: readonly ReportExportFormat[] =
  Object.values(ReportExportFormat);
