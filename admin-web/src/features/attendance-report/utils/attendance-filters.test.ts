import {
  exportHref,
  filtersFromSearch,
  filtersToSearch,
} from '@/features/attendance-report/utils/attendance-filters';

const ID = '0b9a4c1e-6a43-4f53-9d0e-3a7f1d2b8c11';

describe('attendance filters', () => {
  it('reads the address, dropping what it cannot use', () => {
    expect(filtersFromSearch(new URLSearchParams(''))).toEqual({
      period: 'Daily',
      members: [],
      roles: [],
      status: 'active',
      page: 1,
    });
    const search = new URLSearchParams(
      `period=Weekly&member=${ID}&member=nope&member=${ID}&role=Manager&role=King&status=all&page=3`,
    );
    expect(filtersFromSearch(search)).toEqual({
      period: 'Weekly',
      members: [ID],
      roles: ['Manager'],
      status: 'all',
      page: 3,
    });
    expect(filtersFromSearch(new URLSearchParams('period=Yearly&page=-2')).page).toBe(1);
  });

  it('writes only what differs from the defaults, keeping the period’s keys', () => {
    const search = filtersToSearch(
      { period: 'Daily', members: [ID], roles: [], status: 'active', page: 1 },
      new URLSearchParams('unit=month&from=2026-11-01&page=4'),
    );
    expect(search.toString()).toBe(`unit=month&from=2026-11-01&member=${ID}`);
  });

  it('links the export with every filter and the language', () => {
    const href = exportHref(
      'csv',
      'ja',
      { period: 'Monthly', members: [ID], roles: ['Member', 'Manager'], status: 'all', page: 2 },
      { start: 100, end: 200 },
    );
    expect(href).toBe(
      '/v1/workspaces/reports/attendance/export?format=csv&lang=ja&start_time=100&end_time=200' +
        `&period=Monthly&id_members=${ID}&roles=Member&roles=Manager&status=all`,
    );
  });
});
