// What a project report shows beyond its period, kept in the address so a view can be shared:
// `?group=task&member=<id>&member=<id>&page=2`. The same filters make the page's read and the
// PDF, CSV and XLSX downloads, so a file holds the rows the screen pages through.
import {
  PROJECT_REPORT_GROUPS,
  PROJECT_REPORT_PAGE_ITEMS,
  ProjectReportGroup,
} from '@punchcard/shared';

import type { QueryValue } from '@/lib/api-client';
import type { TimeWindow } from '@/lib/dates';

export interface ProjectReportFilters {
  groups: ProjectReportGroup;
  /** Only these members (user ids); empty: everyone the caller may see. */
  members: string[];
  /** 1-based. */
  page: number;
}

/** Rows per page on screen: the API's default page. */
export const SCREEN_ITEMS = PROJECT_REPORT_PAGE_ITEMS.default;

export const REPORT_PAGES_PATH = '/v1/projects/members/reports/pages';
export const REPORT_PDF_PATH = `${REPORT_PAGES_PATH}/pdf`;
export const REPORT_EXPORT_PATH = '/v1/projects/members/reports/export';

export type ReportFileFormat = 'pdf' | 'csv' | 'xlsx';
export const REPORT_FILE_FORMATS: readonly ReportFileFormat[] = ['pdf', 'csv', 'xlsx'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isGroup = (text: string | null): text is ProjectReportGroup =>
  text !== null && (PROJECT_REPORT_GROUPS as readonly string[]).includes(text);

/** The filters an address asks for; anything unreadable is left at its default. */
export function filtersFromSearch(search: URLSearchParams): ProjectReportFilters {
  const group = search.get('group');
  const page = Number(search.get('page'));
  return {
    groups: isGroup(group) ? group : ProjectReportGroup.Member,
    members: [...new Set(search.getAll('member').filter((id) => UUID.test(id)))],
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes the filters into search parameters (leaving the period's), defaults left out. */
export function filtersToSearch(
  filters: ProjectReportFilters,
  search: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('group');
  next.delete('member');
  next.delete('page');
  if (filters.groups !== ProjectReportGroup.Member) next.set('group', filters.groups);
  for (const member of filters.members) next.append('member', member);
  if (filters.page > 1) next.set('page', String(filters.page));
  return next;
}

/** The report's filters on the wire, without paging (what the downloads take). */
function wireFilters(
  idProject: string,
  filters: ProjectReportFilters,
  window: TimeWindow,
): Record<string, QueryValue> {
  return {
    id_project: idProject,
    start_time: window.start,
    end_time: window.end,
    groups: filters.groups,
    members: filters.members.length > 0 ? filters.members : undefined,
  };
}

/** GET /v1/projects/members/reports/pages query: the filters and the page (`marker.*` keys). */
export function pageQuery(
  idProject: string,
  filters: ProjectReportFilters,
  window: TimeWindow,
): Record<string, QueryValue> {
  return {
    ...wireFilters(idProject, filters, window),
    'marker.page': filters.page,
    'marker.item': SCREEN_ITEMS,
  };
}

function searchOf(query: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const values: readonly (string | number | boolean)[] = Array.isArray(value) ? value : [value];
    for (const item of values) search.append(name, String(item));
  }
  return search.toString();
}

/**
 * Where a download of the report is: every row of the selection (not only the page shown) as a
 * printable PDF, CSV or XLSX, in `lang` (a link cannot send the page's Accept-Language).
 */
export function fileHref(
  format: ReportFileFormat,
  idProject: string,
  filters: ProjectReportFilters,
  window: TimeWindow,
  lang: 'en' | 'ja',
): string {
  const filtersOnWire = wireFilters(idProject, filters, window);
  if (format === 'pdf') return `${REPORT_PDF_PATH}?${searchOf({ ...filtersOnWire, lang })}`;
  return `${REPORT_EXPORT_PATH}?${searchOf({ ...filtersOnWire, format, lang })}`;
}
