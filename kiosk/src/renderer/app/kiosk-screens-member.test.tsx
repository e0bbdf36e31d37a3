import { act, fireEvent, render, screen, within } from '@testing-library/react';

import { KioskScreens } from '@/app/kiosk-screens';
import { i18n } from '@/i18n/i18n';
import { FakeEngine, onlineIdentification, readySnapshot, testConfig } from '@/testing/fake-engine';
import { settle, speakEnglish } from '@/testing/test-helpers';
import type * as InputMocksModule from '@/testing/input-mocks';
import type { Identification } from '../../core/engine-types';

type InputMocks = typeof InputMocksModule;

jest.mock('@/features/identify/components/badge-scanner', () => ({
  BadgeScanner: jest.requireActual<InputMocks>('@/testing/input-mocks').MockBadgeScanner,
}));
jest.mock('@/features/identify/hooks/use-card-reader', () => ({
  useCardReader: jest.requireActual<InputMocks>('@/testing/input-mocks').mockUseCardReader,
}));
jest.mock('@/features/selfie/components/selfie-capture', () => ({
  SelfieCapture: jest.requireActual<InputMocks>('@/testing/input-mocks').MockSelfieCapture,
}));

beforeAll(speakEnglish);
beforeEach(() => {
  jest.useFakeTimers();
  // 09:30 on Tuesday 24 November 2026 in Tokyo.
  jest.setSystemTime(new Date('2026-11-24T00:30:00Z'));
});
afterEach(async () => {
  jest.useRealTimers();
  await speakEnglish();
});

async function identifyAs(identification: Identification, engine = new FakeEngine()) {
  engine.identifyResult = () => Promise.resolve(identification);
  const config = engine.snapshot.config ?? testConfig;
  render(<KioskScreens engine={engine} snapshot={engine.snapshot} config={config} />);
  for (const digit of '4821') fireEvent.click(screen.getByRole('button', { name: digit }));
  fireEvent.click(screen.getByRole('button', { name: 'Enter PIN' }));
  await settle();
  return engine;
}

describe('KioskScreens: the member', () => {
  it('takes an offline PIN to be verified, offers all four actions, and says it is saved here', async () => {
    const engine = new FakeEngine(readySnapshot({ online: false }));
    await identifyAs(
      { mode: 'offline', method: 'pin', value: '4821', member: null, work_status: null },
      engine,
    );

    expect(
      screen.getByRole('heading', { level: 2, name: 'PIN to be verified' }),
    ).toBeInTheDocument();
    for (const name of ['Clock in', 'Clock out', 'Start break', 'End break']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByText('Worked today')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clock out' }));
    await settle();

    const done = screen.getByRole('status', { name: 'Punch confirmed' });
    expect(done).toHaveTextContent('Clocked out');
    expect(done).toHaveTextContent('PIN to be verified');
    expect(done).toHaveTextContent('Saved on this kiosk: it will be sent when the server is back');
  });

  it('ticks the time worked today while working', async () => {
    await identifyAs(
      onlineIdentification({ work_status: 'WORKING', today_worked_seconds: 59 * 60 + 50 }),
    );
    const worked = screen.getByText('Worked today').parentElement;
    expect(worked).toHaveTextContent('59 min');

    act(() => {
      jest.advanceTimersByTime(11_000);
    });
    expect(worked).toHaveTextContent('1 h 00 min');
  });

  it('asks when they left after a forgotten clock-out, and sends it with the clock-in', async () => {
    // Clocked in on Monday 23 November at 08:15 Tokyo time, never out.
    const start = Date.parse('2026-11-22T23:15:00Z') / 1000;
    const engine = await identifyAs(
      onlineIdentification({
        work_status: 'WORKING',
        forgotten_clock_out: { id_workspace_time: 'wt-1', start },
      }),
    );

    expect(
      screen.getByRole('heading', { name: 'You did not clock out on Monday, November 23' }),
    ).toBeInTheDocument();
    expect(screen.getByText('A manager will review this time.')).toBeInTheDocument();
    const left = screen.getByLabelText('Time you left');
    expect(left).toHaveAttribute('min', '08:15');
    expect(left).toHaveAttribute('max', '23:59');

    fireEvent.change(left, { target: { value: '07:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    expect(left).toHaveAttribute('aria-invalid', 'true');
    expect(engine.punchCalls).toHaveLength(0);

    fireEvent.change(left, { target: { value: '17:45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    await settle();

    expect(engine.punchCalls[0]).toMatchObject({
      action: 'clock_in',
      left_at: Date.parse('2026-11-23T08:45:00Z') / 1000,
    });
    expect(screen.getByRole('status', { name: 'Punch confirmed' })).toHaveTextContent('Clocked in');
  });

  it('takes the required selfie before the punch, and sends none when the camera fails', async () => {
    const engine = new FakeEngine(
      readySnapshot({ config: { ...testConfig, selfie_required: true } }),
    );
    await identifyAs(onlineIdentification(), engine);

    fireEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play a blocked camera' }));

    expect(screen.getByRole('alert')).toHaveTextContent('The camera is blocked');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A photo is required: the punch was not saved.',
    );
    expect(engine.punchCalls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play a photo' }));
    await settle();

    expect(engine.punchCalls).toHaveLength(1);
    expect(engine.punchCalls[0]?.selfie).toBeInstanceOf(Blob);
    expect(screen.getByRole('status', { name: 'Punch confirmed' })).toBeInTheDocument();
  });

  it('switches to Japanese for one person and back to the workspace’s language at idle', async () => {
    await identifyAs(onlineIdentification({ work_status: 'WORKING' }));

    fireEvent.click(screen.getByRole('button', { name: '日本語' }));
    await settle();

    expect(screen.getByRole('button', { name: '退勤' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '休憩開始' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ja');

    fireEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    await settle();

    expect(i18n.language).toBe('en');
    expect(
      within(screen.getByRole('region', { name: 'Sync status' })).getByText('Online'),
    ).toBeInTheDocument();
  });

  it('speaks the workspace’s default language when it is Japanese', async () => {
    const engine = new FakeEngine(
      readySnapshot({ config: { ...testConfig, default_locale: 'ja' } }),
    );
    render(
      <KioskScreens
        engine={engine}
        snapshot={engine.snapshot}
        config={engine.snapshot.config ?? testConfig}
      />,
    );
    await settle();

    expect(screen.getByRole('region', { name: '現在時刻' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '同期の状態' })).toHaveTextContent('同期待ち 0 件');
  });
});
