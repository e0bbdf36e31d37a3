import { act, fireEvent, render, screen } from '@testing-library/react';

import { KioskScreens } from '@/app/kiosk-screens';
import { CONFIRMATION_MS, IDENTIFIED_TIMEOUT_MS } from '@/app/use-kiosk-flow';
import { FakeEngine, onlineIdentification, readySnapshot, testConfig } from '@/testing/fake-engine';
import { settle, speakEnglish } from '@/testing/test-helpers';
import type * as InputMocksModule from '@/testing/input-mocks';
import { cardReader } from '@/testing/input-mocks';
import { KioskError } from '../../core/kiosk-error';

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
  jest.setSystemTime(new Date('2026-11-24T00:30:00Z'));
});
afterEach(() => {
  jest.useRealTimers();
});

function renderKiosk(engine = new FakeEngine()) {
  render(
    <KioskScreens
      engine={engine}
      snapshot={engine.snapshot}
      config={engine.snapshot.config ?? testConfig}
    />,
  );
  return engine;
}

async function typePin(pin: string) {
  for (const digit of pin) fireEvent.click(screen.getByRole('button', { name: digit }));
  fireEvent.click(screen.getByRole('button', { name: 'Enter PIN' }));
  await settle();
}

describe('KioskScreens', () => {
  it('punches by PIN: identified, clock in, confirmed, then idle after 4 s', async () => {
    const engine = new FakeEngine();
    engine.identifyResult = () =>
      Promise.resolve(onlineIdentification({ today_worked_seconds: 3 * 3600 + 5 * 60 }));
    renderKiosk(engine);
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Bakery' })).toBeInTheDocument();
    // 00:30 UTC is 09:30 in Tokyo, the workspace's zone.
    expect(screen.getByRole('region', { name: 'Current time' })).toHaveTextContent('09:30:00');

    await typePin('4821');

    expect(engine.identifyCalls).toEqual([{ method: 'pin', value: '4821' }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Hana Sato' })).toBeInTheDocument();
    expect(screen.getByText('Not clocked in')).toBeInTheDocument();
    expect(screen.getByText('Worked today').parentElement).toHaveTextContent('3 h 05 min');
    expect(screen.queryByRole('button', { name: 'Clock out' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    await settle();

    expect(engine.punchCalls).toHaveLength(1);
    expect(engine.punchCalls[0]).toMatchObject({ action: 'clock_in' });
    const done = screen.getByRole('status', { name: 'Punch confirmed' });
    expect(done).toHaveTextContent('Clocked in');
    expect(done).toHaveTextContent('Hana Sato');
    expect(done).toHaveTextContent('09:30');
    expect(done).not.toHaveTextContent('Saved on this kiosk');

    act(() => {
      jest.advanceTimersByTime(CONFIRMATION_MS - 1);
    });
    expect(screen.getByRole('status', { name: 'Punch confirmed' })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Hana Sato')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sync status' })).toHaveTextContent(
      '0 waiting to sync',
    );
  });

  it('closes the confirmation at once on the next tap', async () => {
    const engine = new FakeEngine();
    engine.identifyResult = () => Promise.resolve(onlineIdentification({ work_status: 'WORKING' }));
    renderKiosk(engine);
    await typePin('4821');
    fireEvent.click(screen.getByRole('button', { name: 'Start break' }));
    await settle();
    expect(screen.getByRole('status', { name: 'Punch confirmed' })).toHaveTextContent(
      'Break started',
    );

    fireEvent.pointerDown(document.body);

    expect(screen.queryByRole('status', { name: 'Punch confirmed' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Bakery' })).toBeInTheDocument();
  });

  it('returns to idle after 20 s without a touch; each touch restarts the wait', async () => {
    const engine = new FakeEngine();
    engine.identifyResult = () => Promise.resolve(onlineIdentification({ work_status: 'BREAK' }));
    renderKiosk(engine);
    await typePin('4821');
    expect(screen.getByRole('button', { name: 'End break' })).toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime(IDENTIFIED_TIMEOUT_MS - 1000);
    });
    fireEvent.pointerDown(screen.getByRole('heading', { level: 2 }));
    act(() => {
      jest.advanceTimersByTime(IDENTIFIED_TIMEOUT_MS - 1000);
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Hana Sato' })).toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Hana Sato')).not.toBeInTheDocument();
    expect(engine.punchCalls).toHaveLength(0);
  });

  it('drops an identification that answers after Cancel', async () => {
    const engine = new FakeEngine();
    renderKiosk(engine);
    act(() => {
      cardReader.onCard('04A1B2C3');
    });
    expect(screen.getByText('Checking…')).toBeInTheDocument();
    engine.pendingIdentify.resolve(onlineIdentification());
    await settle();
    expect(screen.getByRole('heading', { level: 2, name: 'Hana Sato' })).toBeInTheDocument();
    expect(cardReader.active).toBe(true);

    // Another card on the member's screen starts over with that card.
    act(() => {
      cardReader.onCard('04FFFFFF');
    });
    expect(engine.identifyCalls.at(-1)).toEqual({ method: 'nfc', value: '04FFFFFF' });
    const late = engine.pendingIdentify;
    engine.identifyResult = null;
    expect(screen.queryByText('Hana Sato')).not.toBeInTheDocument();
    late.reject(
      new KioskError({ kind: 'http', status: 404, key: 'kiosk_credential_unknown', message: 'x' }),
    );
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Card not recognised');
  });

  it('says a wrong PIN and counts the lock-out down', async () => {
    const engine = new FakeEngine();
    engine.identifyResult = () =>
      Promise.reject(
        new KioskError({
          kind: 'http',
          status: 429,
          key: 'error.too_many_requests',
          message: 'Too many attempts',
          retry_after_seconds: 30,
        }),
      );
    renderKiosk(engine);
    await typePin('1111');

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Wrong PIN');
    expect(alert).toHaveTextContent('Try again in 30 s');
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(alert).toHaveTextContent('Try again in 27 s');
    act(() => {
      jest.advanceTimersByTime(27_000);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names an unknown badge, and shows the waiting count and connection', async () => {
    const engine = new FakeEngine(readySnapshot({ online: false, queued: 3 }));
    engine.identifyResult = () =>
      Promise.reject(
        new KioskError({
          kind: 'http',
          status: 404,
          key: 'kiosk_credential_unknown',
          message: 'x',
        }),
      );
    renderKiosk(engine);
    const sync = screen.getByRole('region', { name: 'Sync status' });
    expect(sync).toHaveTextContent('Offline');
    expect(sync).toHaveTextContent('3 waiting to sync');

    fireEvent.click(screen.getByRole('button', { name: 'Play a badge scan' }));
    await settle();

    expect(engine.identifyCalls).toEqual([{ method: 'qr', value: 'badge-token' }]);
    expect(screen.getByRole('alert')).toHaveTextContent('Badge not recognised');
  });
});
