import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { PayrollPeriodsPanel } from '@/features/payroll-seals/components/payroll-periods-panel';
import { aWireSeal, SEAL_DIGEST, SEAL_ID } from '@/features/payroll-seals/testing/seal-fixtures';
import { i18n } from '@/lib/i18n';
import { rangeOf, todayIn } from '@/lib/report-range';
import { type ApiRoutes, jsonAnswer, mockApi, refused } from '@/testing/api-mock';
import { renderWithProviders } from '@/testing/test-utils';

const SEALS = '/v1/workspaces/reports/seals';
const september = aWireSeal({ first_day: '2025-09-01', last_day: '2025-09-30' });

function renderPanel(routes: ApiRoutes, { canReopen = false, from = '2025-10-01' } = {}) {
  const api = mockApi(routes);
  renderWithProviders(
    <PayrollPeriodsPanel
      idWorkspace="w1"
      timeZone="UTC"
      weekStart={1}
      shown={rangeOf('month', from)}
      canSeal
      canReopen={canReopen}
    />,
  );
  return api;
}

describe('payroll periods', () => {
  let restore: () => void = () => undefined;
  beforeAll(async () => {
    await i18n.loadNamespaces(['attendanceReport', 'errors']);
  });
  afterEach(() => {
    cleanup();
    restore();
  });

  it('lists seals with their digest and seals the month shown after confirmation', async () => {
    const api = renderPanel({
      [`GET ${SEALS}`]: jsonAnswer(200, [september]),
      [`POST ${SEALS}`]: jsonAnswer(201, aWireSeal()),
    });
    restore = api.restore;

    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('September 2025')).toBeInTheDocument();
    expect(within(item).getByText('Sealed')).toBeInTheDocument();
    expect(within(item).getByText(SEAL_DIGEST)).toBeInTheDocument();
    expect(within(item).getByText(/by Olivia Owner/)).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Reopen' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Seal October 2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seal October 2025?' });
    expect(dialog).toHaveTextContent('(UTC)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seal the period' }));
    await waitFor(() => {
      expect(api.writes()).toHaveLength(1);
    });
    expect(api.writes()[0]?.body).toEqual({ unit: 'month', date: '2025-10-01' });
    expect(await screen.findByText('October 2025 is sealed.')).toBeInTheDocument();
  });

  it('shows a refusal in the dialog, and waits for a period to end', async () => {
    restore = renderPanel({
      [`GET ${SEALS}`]: jsonAnswer(200, []),
      [`POST ${SEALS}`]: refused(409, 'seal_conflict'),
    }).restore;

    const sealButton = await screen.findByRole('button', { name: 'Seal October 2025' });
    await waitFor(() => {
      expect(sealButton).toBeEnabled();
    });
    fireEvent.click(sealButton);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seal the period' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    cleanup();

    renderPanel({ [`GET ${SEALS}`]: jsonAnswer(200, []) }, { from: todayIn('UTC') });
    const seal = await screen.findByRole('button', { name: /^Seal / });
    await waitFor(() => {
      expect(seal).toBeDisabled();
    });
    expect(screen.getByText(/is not over yet/)).toBeInTheDocument();
  });

  it('lets an owner reopen a period with a reason', async () => {
    const api = renderPanel(
      {
        [`GET ${SEALS}`]: jsonAnswer(200, [september]),
        [`POST ${SEALS}/${SEAL_ID}/reopen`]: jsonAnswer(200, { ...september, status: 'reopened' }),
      },
      { canReopen: true },
    );
    restore = api.restore;

    fireEvent.click(await screen.findByRole('button', { name: 'Reopen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen September 2025' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen the period' }));
    expect(within(dialog).getByText('Say why the period is reopened.')).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Missed overtime of Kenji' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen the period' }));
    await waitFor(() => {
      expect(api.writes()[0]?.body).toEqual({ reason: 'Missed overtime of Kenji' });
    });
  });

  it('verifies a pasted digest and says whether the stored time changed', async () => {
    const api = renderPanel({
      [`GET ${SEALS}`]: jsonAnswer(200, [september]),
      [`GET ${SEALS}/${SEAL_ID}`]: jsonAnswer(200, {
        seal: september,
        checked_digest: SEAL_DIGEST,
        matches: true,
        content_unchanged: false,
      }),
    });
    restore = api.restore;

    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify September 2025' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(within(dialog).getByText('Choose a file or paste a digest.')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Or a digest' }), {
      target: { value: ` ${SEAL_DIGEST.toUpperCase()} ` },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(
      await within(dialog).findByText('It matches: these are the sealed numbers.'),
    ).toBeVisible();
    expect(within(dialog).getByText(/has changed since it was sealed/)).toBeInTheDocument();
    expect(api.callsTo(`GET ${SEALS}/${SEAL_ID}`)[0]?.query.get('digest')).toBe(SEAL_DIGEST);
  });
});
