import { fireEvent, render, screen } from '@testing-library/react';

import { SyncStatus, type RefusedPunch } from '@/features/idle/components/sync-status';
import { speakEnglish } from '@/testing/test-helpers';

beforeAll(speakEnglish);

const refused: RefusedPunch[] = [
  {
    id: 'e-1',
    action: 'clock_in',
    at: Date.parse('2026-11-24T00:02:15Z') / 1000,
    error_key: 'kiosk.punch.too_old',
  },
  {
    id: 'e-2',
    action: 'break_start',
    at: Date.parse('2026-11-24T03:00:00Z') / 1000,
    error_key: 'open_time_not_found',
  },
];

function renderStatus(props: Partial<Parameters<typeof SyncStatus>[0]> = {}) {
  const onAcknowledge = jest.fn();
  render(
    <SyncStatus
      online
      queued={0}
      rejected={[]}
      needsAttention={false}
      timeZone="Asia/Tokyo"
      onAcknowledge={onAcknowledge}
      {...props}
    />,
  );
  return onAcknowledge;
}

describe('SyncStatus', () => {
  it('always shows the connection and the waiting count, even at zero', () => {
    renderStatus();
    const region = screen.getByRole('region', { name: 'Sync status' });
    expect(region).toHaveTextContent('Online');
    expect(region).toHaveTextContent('0 waiting to sync');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists refused punches with their reasons behind a badge, until acknowledged', () => {
    const onAcknowledge = renderStatus({ online: false, queued: 4, rejected: refused });
    expect(screen.getByRole('region', { name: 'Sync status' })).toHaveTextContent('Offline');

    fireEvent.click(screen.getByRole('button', { name: '2 punches refused' }));
    const list = screen.getByRole('dialog', { name: 'Punches the server refused' });
    expect(list).toHaveTextContent('Clock in');
    // Shown in the workspace's zone: 00:02 UTC is 09:02 in Tokyo.
    expect(list).toHaveTextContent('09:02');
    expect(list).toHaveTextContent('Older than this workspace accepts');
    expect(list).toHaveTextContent('Start break');
    expect(list).toHaveTextContent('Not clocked in');

    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    expect(onAcknowledge).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells a manager when the server’s journal no longer matches', () => {
    renderStatus({ needsAttention: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Needs a manager');
    expect(screen.getByRole('alert')).toHaveTextContent('pair this kiosk again');
  });
});
