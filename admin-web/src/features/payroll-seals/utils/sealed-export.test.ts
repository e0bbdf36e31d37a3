import { aSeal } from '@/features/payroll-seals/testing/seal-fixtures';
import { sealedExportHref } from '@/features/payroll-seals/utils/sealed-export';

describe('sealedExportHref', () => {
  it("asks for exactly the seal's period, every member, daily rows: the export that carries the digest", () => {
    const seal = aSeal();
    const url = new URL(sealedExportHref(seal, 'csv', 'ja'), 'http://localhost');
    expect(url.pathname).toBe('/v1/workspaces/reports/attendance/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'csv',
      lang: 'ja',
      start_time: String(seal.start),
      end_time: String(seal.end),
      period: 'Daily',
      status: 'all',
    });
  });
});
