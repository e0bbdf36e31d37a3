import {
  fileHref,
  filtersFromSearch,
  filtersToSearch,
  pageQuery,
} from '@/features/project-reports/utils/report-filters';

const PROJECT = '0b1e0000-0000-4000-8000-0000000000b1';
const HANA = '1d2e3f40-0000-4000-8000-0000000000c1';
const KEN = '1d2e3f40-0000-4000-8000-0000000000c2';
const window = { start: 1_762_000_000, end: 1_764_600_000 };

describe('a project report’s filters', () => {
  it('reads the address, leaving anything unreadable at its default', () => {
    expect(filtersFromSearch(new URLSearchParams())).toEqual({
      groups: 'member',
      members: [],
      page: 1,
    });
    const search = new URLSearchParams(
      `group=task&member=${HANA}&member=nope&member=${HANA}&member=${KEN}&page=3`,
    );
    expect(filtersFromSearch(search)).toEqual({ groups: 'task', members: [HANA, KEN], page: 3 });
    expect(filtersFromSearch(new URLSearchParams('group=year&page=-2'))).toEqual({
      groups: 'member',
      members: [],
      page: 1,
    });
  });

  it('writes the filters beside the period, defaults left out', () => {
    const period = new URLSearchParams('unit=month&from=2026-11-01&page=4');
    const written = filtersToSearch({ groups: 'day', members: [KEN], page: 2 }, period);
    expect(written.toString()).toBe(`unit=month&from=2026-11-01&group=day&member=${KEN}&page=2`);
    expect(filtersToSearch({ groups: 'member', members: [], page: 1 }, written).toString()).toBe(
      'unit=month&from=2026-11-01',
    );
  });

  it('asks for a page with the spec’s nested marker keys', () => {
    expect(pageQuery(PROJECT, { groups: 'week', members: [HANA], page: 2 }, window)).toEqual({
      id_project: PROJECT,
      start_time: window.start,
      end_time: window.end,
      groups: 'week',
      members: [HANA],
      'marker.page': 2,
      'marker.item': 50,
    });
  });

  it('downloads every row as PDF, CSV or XLSX in the page’s language', () => {
    const filters = { groups: 'task' as const, members: [HANA, KEN], page: 2 };
    const pdf = new URL(fileHref('pdf', PROJECT, filters, window, 'ja'), 'http://x');
    expect(pdf.pathname).toBe('/v1/projects/members/reports/pages/pdf');
    expect(pdf.searchParams.getAll('members')).toEqual([HANA, KEN]);
    expect(pdf.searchParams.get('lang')).toBe('ja');
    expect(pdf.searchParams.has('marker.page')).toBe(false);
    const csv = new URL(fileHref('csv', PROJECT, filters, window, 'ja'), 'http://x');
    expect(csv.pathname).toBe('/v1/projects/members/reports/export');
    expect(Object.fromEntries(csv.searchParams)).toEqual({
      id_project: PROJECT,
      start_time: String(window.start),
      end_time: String(window.end),
      groups: 'task',
      members: KEN,
      format: 'csv',
      lang: 'ja',
    });
    expect(csv.searchParams.has('marker.page')).toBe(false);
  });
});
