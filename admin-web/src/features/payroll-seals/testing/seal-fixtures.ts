// Seals as the API answers them (snake_case, before the client camelCases them) and as the app
// holds them.
import type * as wire from '@punchcard/shared';

import type { Seal } from '@/features/payroll-seals/types';

export const SEAL_ID = '5f1c2a7e-9d4b-4e1a-8c3f-2b6d7e8f9a01';
export const SEAL_DIGEST = 'a3f5'.repeat(16);

export function aWireSeal(overrides: Partial<wire.Seal> = {}): wire.Seal {
  return {
    id: SEAL_ID,
    unit: 'month',
    first_day: '2026-10-01',
    last_day: '2026-10-31',
    start: Date.parse('2026-10-01T00:00:00Z') / 1000,
    end: Date.parse('2026-11-01T00:00:00Z') / 1000,
    time_zone: 'UTC',
    status: 'sealed',
    digest: SEAL_DIGEST,
    sealed_at: Date.parse('2026-11-02T09:00:00Z') / 1000,
    sealed_by: { id_user: 'u-owner', name: 'Olivia Owner' },
    reopened_at: null,
    reopened_by: null,
    reopen_reason: null,
    ...overrides,
  };
}

export function aSeal(overrides: Partial<Seal> = {}): Seal {
  return {
    id: SEAL_ID,
    unit: 'month',
    firstDay: '2026-10-01',
    lastDay: '2026-10-31',
    start: Date.parse('2026-10-01T00:00:00Z') / 1000,
    end: Date.parse('2026-11-01T00:00:00Z') / 1000,
    timeZone: 'UTC',
    status: 'sealed',
    digest: SEAL_DIGEST,
    sealedAt: Date.parse('2026-11-02T09:00:00Z') / 1000,
    sealedBy: { idUser: 'u-owner', name: 'Olivia Owner' },
    reopenedAt: null,
    reopenedBy: null,
    reopenReason: null,
    ...overrides,
  };
}
