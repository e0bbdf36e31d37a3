import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';

import { KioskActivitySection } from '@/features/kiosks/components/kiosk-activity-section';
import {
  type ActivityFilter,
  periodBounds,
  recentFilter,
} from '@/features/kiosks/utils/activity-period';
import { i18n } from '@/lib/i18n';
import { type ApiCall, type ApiRoutes, mockApi, ok, refused } from '@/testing/api-mock';
import { renderWithProviders } from '@/testing/test-utils';

const WORKSPACE = '0b0c1d2e-0000-4000-8000-00000000a001';
const FRONT = '5a0c1d2e-0000-4000-8000-00000000f001';
const BACK = '5a0c1d2e-0000-4000-8000-00000000f002';
const ADA = '7e0c1d2e-0000-4000-8000-00000000c001';
const GONE = '7e0c1d2e-0000-4000-8000-00000000c002';
const now = Math.floor(Date.now() / 1000);

const kiosk = (id: string, name: string) => ({
  id,
  name,
  status: 'active',
  online: true,
  last_seen_at: now,
  app_version: '1.0.0',
  queued: 0,
  paired_at: now - 86_400,
});

const punch = (over: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  id_kiosk: FRONT,
  kiosk_name: 'Front door',
  entry_id: crypto.randomUUID(),
  seq: 2,
  at: now - 3600,
  action: 'clock_in',
  credential_kind: 'pin',
  id_user: null,
  id_selfie: null,
  left_at: null,
  status: 'rejected',
  in_chain: false,
  error_key: 'kiosk.punch.broken_chain',
  detail: 'prev_hash does not match',
  id_workspace_time: null,
  id_break: null,
  received_at: now - 60,
  received_count: 1,
  ...over,
});

const failure = (over: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  id_kiosk: FRONT,
  kiosk_name: 'Front door',
  method: 'pin',
  reason: 'unknown',
  at: now - 120,
  ...over,
});

const empty = ok({ items: [], next_before: null });

/**
 * The API's list, faked: filters by id_kiosk and [from, to), newest first, and pages by `limit`
 * with an offset standing in for the opaque cursor.
 */
function serverList(rows: readonly Record<string, unknown>[], time: 'received_at' | 'at') {
  return ({ query }: ApiCall) => {
    const from = Number(query.get('from') ?? -Infinity);
    const to = Number(query.get('to') ?? Infinity);
    const kiosk = query.get('id_kiosk');
    const matching = rows
      .filter((row) => kiosk === null || row.id_kiosk === kiosk)
      .filter((row) => Number(row[time]) >= from && Number(row[time]) < to)
      .sort((a, b) => Number(b[time]) - Number(a[time]));
    const offset = Number(query.get('before') ?? 0);
    const limit = Number(query.get('limit'));
    const end = offset + limit;
    return ok({
      items: matching.slice(offset, end),
      next_before: end < matching.length ? String(end) : null,
    });
  };
}

function Harness({ initial }: { initial?: Partial<ActivityFilter> }) {
  const [filter, setFilter] = useState({ ...recentFilter(new Date()), ...initial });
  return (
    <KioskActivitySection idWorkspace={WORKSPACE} filter={filter} onFilterChange={setFilter} />
  );
}

describe('the kiosk activity view', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces(['kiosks']);
  });

  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  function serve(routes: ApiRoutes = {}) {
    api = mockApi({
      'GET /v1/kiosks': ok([kiosk(FRONT, 'Front door'), kiosk(BACK, 'Back office')]),
      'GET /v1/kiosks/punches': serverList(
        [
          punch({ id_user: ADA, action: 'clock_out', error_key: 'account.messages.invalid_pin' }),
          punch({
            id_kiosk: BACK,
            kiosk_name: 'Back office',
            credential_kind: 'qr',
            id_user: GONE,
            received_at: now - 70,
          }),
          punch({
            error_key: 'kiosk_credential_unknown',
            credential_kind: 'nfc',
            at: null,
            received_at: now - 80,
          }),
          // Arrived long ago: outside the first week.
          punch({ error_key: 'kiosk.punch.too_old', received_at: now - 30 * 86_400 }),
        ],
        'received_at',
      ),
      'GET /v1/kiosks/identify-failures': serverList(
        [failure({}), failure({ method: 'nfc', id_kiosk: BACK, kiosk_name: 'Back office' })],
        'at',
      ),
      [`GET /v1/workspaces/${WORKSPACE}/members`]: ok([{ id_user: ADA, name: 'Ada Lovelace' }]),
      ...routes,
    });
    return api;
  }

  it('lists this week’s refused punches with their reason in words, and asks only refusals', async () => {
    const { callsTo } = serve();
    renderWithProviders(<Harness />);
    const section = await screen.findByRole('region', { name: 'Kiosk activity' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [pin, chain, card] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(pin).getByText('PIN no longer matches any member')).toBeInTheDocument();
    expect(within(pin).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(pin).getByText('Clock out')).toBeInTheDocument();
    expect(within(chain).getByText(/^Broken chain/)).toBeInTheDocument();
    expect(within(chain).getByText('Back office')).toBeInTheDocument();
    expect(within(chain).getByText('Former member')).toBeInTheDocument();
    expect(within(card).getByText('Card unknown or unbound')).toBeInTheDocument();
    expect(within(card).getByText('Not identified')).toBeInTheDocument();
    expect(within(card).getByText('Not stated')).toBeInTheDocument();
    expect(screen.queryByText(/^Too old/)).not.toBeInTheDocument();
    const asked = callsTo('GET /v1/kiosks/punches')[0]?.query;
    expect(asked?.get('status')).toBe('rejected');
    const week = periodBounds(recentFilter(new Date()));
    expect([asked?.get('from'), asked?.get('to')]).toEqual([String(week.from), String(week.to)]);
  });

  it('asks the server for one kiosk and a period, and says when nothing is left', async () => {
    const { callsTo } = serve();
    renderWithProviders(<Harness />);
    const section = await screen.findByRole('region', { name: 'Kiosk activity' });
    expect(await within(section).findAllByRole('listitem')).toHaveLength(3);

    fireEvent.click(within(section).getByRole('combobox', { name: 'Kiosk' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Back office' }));
    await waitFor(() => {
      expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    });
    expect(callsTo('GET /v1/kiosks/punches').at(-1)?.query.get('id_kiosk')).toBe(BACK);

    fireEvent.change(within(section).getByLabelText('From'), { target: { value: '2001-01-01' } });
    fireEvent.change(within(section).getByLabelText('To'), { target: { value: '2001-01-31' } });
    expect(
      await within(section).findByText('No refused punches in this period.'),
    ).toBeInTheDocument();
    const asked = callsTo('GET /v1/kiosks/punches').at(-1)?.query;
    expect(Number(asked?.get('to')) - Number(asked?.get('from'))).toBeGreaterThanOrEqual(
      31 * 86_400 - 3600,
    );

    const calls = callsTo('GET /v1/kiosks/punches').length;
    fireEvent.change(within(section).getByLabelText('From'), { target: { value: '2001-02-01' } });
    expect(within(section).getByText(/The period ends before it starts/)).toBeInTheDocument();
    // A reversed period is never sent: the server would refuse it.
    expect(callsTo('GET /v1/kiosks/punches')).toHaveLength(calls);
  });

  it('shows failed identifications by kiosk, method and time, never a value', async () => {
    serve();
    renderWithProviders(<Harness initial={{ idKiosk: BACK }} />);
    const tab = await screen.findByRole('tab', { name: /Failed identifications/ });
    fireEvent.click(tab);
    const panel = await screen.findByRole('tabpanel', { name: /Failed identifications/ });
    const [item, ...rest] = await within(panel).findAllByRole('listitem');
    expect(rest).toHaveLength(0);
    expect(within(item as HTMLElement).getByText('NFC card')).toBeInTheDocument();
    expect(within(item as HTMLElement).getByText('No member matched')).toBeInTheDocument();
    expect(within(item as HTMLElement).getByText('Back office')).toBeInTheDocument();
  });

  it('reads a long list from the server a page at a time', async () => {
    const { callsTo } = serve({
      'GET /v1/kiosks/identify-failures': serverList(
        Array.from({ length: 25 }, (_, i) => failure({ at: now - 60 * (i + 1) })),
        'at',
      ),
    });
    renderWithProviders(<Harness />);
    fireEvent.click(await screen.findByRole('tab', { name: /Failed identifications 20\+/ }));
    const panel = await screen.findByRole('tabpanel', { name: /Failed identifications/ });
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(20);
    fireEvent.click(within(panel).getByRole('button', { name: 'Show more' }));
    await waitFor(() => {
      expect(within(panel).getAllByRole('listitem')).toHaveLength(25);
    });
    expect(within(panel).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    expect(callsTo('GET /v1/kiosks/identify-failures').map((c) => c.query.get('before'))).toEqual([
      null,
      '20',
    ]);
  });

  it('says when there is nothing, and offers a retry when it cannot load', async () => {
    serve({
      'GET /v1/kiosks/punches': [refused(500, 'error.internal'), empty],
      'GET /v1/kiosks/identify-failures': empty,
    });
    renderWithProviders(<Harness />);
    expect(await screen.findByText('The kiosk activity could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No refused punches in this period.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: /Failed identifications/ }));
    expect(
      await screen.findByText('No failed identifications in this period.'),
    ).toBeInTheDocument();
  });

  it('speaks Japanese', async () => {
    serve();
    await i18n.changeLanguage('ja');
    renderWithProviders(<Harness />);
    const section = await screen.findByRole('region', { name: 'キオスクのアクティビティ' });
    expect(
      await within(section).findByText('PINがどのメンバーとも一致しなくなりました'),
    ).toBeInTheDocument();
    expect(within(section).getByText(/^チェーンの断絶/)).toBeInTheDocument();
    expect(within(section).getByRole('tab', { name: /本人確認の失敗/ })).toBeInTheDocument();
  });
});
