import { act, fireEvent, render, screen } from '@testing-library/react';

import { App } from '@/app/app';
import { EngineProvider } from '@/lib/engine-context';
import { FakeEngine, readySnapshot, testConfig } from '@/testing/fake-engine';
import { settle, speakEnglish } from '@/testing/test-helpers';
import type * as InputMocksModule from '@/testing/input-mocks';
import { KioskError } from '../../core/kiosk-error';

type InputMocks = typeof InputMocksModule;

jest.mock('@/features/identify/components/badge-scanner', () => ({
  BadgeScanner: jest.requireActual<InputMocks>('@/testing/input-mocks').MockBadgeScanner,
}));

beforeAll(speakEnglish);
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

function renderApp(engine: FakeEngine) {
  render(
    <EngineProvider engine={engine}>
      <App />
    </EngineProvider>,
  );
}

describe('App', () => {
  it('pairs an unpaired kiosk, then shows the workspace once the engine is ready', async () => {
    const engine = new FakeEngine(readySnapshot({ phase: 'unpaired', config: null }));
    engine.pairResult = () => {
      engine.update(readySnapshot());
      return Promise.resolve();
    };
    renderApp(engine);

    fireEvent.change(screen.getByRole('textbox', { name: 'Pairing code' }), {
      target: { value: 'ACK34MNP' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pair' }));
    await settle();

    expect(engine.pairCalls).toEqual(['ACK34MNP']);
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Bakery' })).toBeInTheDocument();
  });

  it('explains an engine refusal of the code', async () => {
    const engine = new FakeEngine(readySnapshot({ phase: 'unpaired', config: null }));
    engine.pairResult = () =>
      Promise.reject(
        new KioskError({
          kind: 'http',
          status: 410,
          key: 'kiosk_pairing_code_expired',
          message: 'x',
        }),
      );
    renderApp(engine);
    fireEvent.change(screen.getByRole('textbox', { name: 'Pairing code' }), {
      target: { value: 'ACK34MNP' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pair' }));
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent('This pairing code has expired');
  });

  it('pairs from a ?pair= link at once and removes the code from the address', async () => {
    window.history.replaceState(null, '', '/kiosk/?pair=ACK34MNP');
    const engine = new FakeEngine(readySnapshot({ phase: 'unpaired', config: null }));
    engine.pairResult = () => {
      engine.update(readySnapshot());
      return Promise.resolve();
    };
    renderApp(engine);
    await settle();

    expect(engine.pairCalls).toEqual(['ACK34MNP']);
    expect(window.location.search).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Bakery' })).toBeInTheDocument();
  });

  it('lets a paired kiosk keep its pairing when a link’s code fails', async () => {
    window.history.replaceState(null, '', '/kiosk/?pair=USED0CDE');
    const engine = new FakeEngine(readySnapshot());
    engine.pairResult = () =>
      Promise.reject(
        new KioskError({ kind: 'http', status: 409, key: 'kiosk_pairing_code_used', message: 'x' }),
      );
    renderApp(engine);
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('This pairing code was already used.');

    fireEvent.click(screen.getByRole('button', { name: 'Keep the current pairing' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Acme Bakery' })).toBeInTheDocument();
  });

  it('stops a revoked kiosk and offers to pair it again', () => {
    renderApp(new FakeEngine(readySnapshot({ phase: 'revoked' })));

    expect(
      screen.getByRole('heading', { level: 1, name: 'This kiosk was removed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Pairing code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '1' })).not.toBeInTheDocument();
  });

  it('says a locked kiosk is locked, and a workspace with kiosks off is off', () => {
    const engine = new FakeEngine(readySnapshot({ phase: 'locked' }));
    renderApp(engine);
    expect(screen.getByRole('alert')).toHaveTextContent('This kiosk is locked');

    act(() => {
      engine.update({ phase: 'ready', config: { ...testConfig, enabled: false } });
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The kiosk is turned off for this workspace',
    );
  });

  it('shows only the methods that are on, and who is in', () => {
    const engine = new FakeEngine(
      readySnapshot({
        config: { ...testConfig, methods: ['nfc'] },
        presence: [
          {
            id_user: 'u-2',
            name: 'Ken Mori',
            avatar: null,
            status: 'working',
            since: 1_795_478_400,
            break_since: null,
          },
        ],
      }),
    );
    renderApp(engine);

    expect(screen.queryByRole('button', { name: 'Enter PIN' })).not.toBeInTheDocument();
    expect(screen.queryByText('Show your badge')).not.toBeInTheDocument();
    expect(screen.getByText('Tap your card')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: "Who's in" })).toHaveTextContent('Ken Mori');
  });
});
