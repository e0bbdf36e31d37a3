import { fireEvent, render, screen } from '@testing-library/react';

import { DeviceBlockedScreen } from '@/features/pairing/components/device-blocked-screen';
import type { PairingProblem } from '@/features/pairing/components/pairing-form';
import { PairingScreen } from '@/features/pairing/components/pairing-screen';
import { takePairingCode } from '@/features/pairing/utils/pairing-link';
import { settle, speakEnglish } from '@/testing/test-helpers';

beforeAll(speakEnglish);

describe('PairingScreen', () => {
  it('pairs with the typed code, upper-cased and without spaces', async () => {
    const onPair = jest.fn<Promise<PairingProblem | null>, [string]>(() => Promise.resolve(null));
    render(<PairingScreen onPair={onPair} />);

    expect(screen.getByRole('heading', { name: 'Pair this kiosk' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Pairing code' }), {
      target: { value: 'ack 3 4mnp' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pair' }));
    await settle();

    expect(onPair).toHaveBeenCalledWith('ACK34MNP');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['invalid', 'This pairing code does not exist.'],
    ['expired', 'This pairing code has expired'],
    ['used', 'This pairing code was already used.'],
    ['network', 'The server cannot be reached.'],
  ] as const)('explains a %s code and where to get a new one', async (problem, text) => {
    render(<PairingScreen onPair={() => Promise.resolve(problem)} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Pairing code' }), {
      target: { value: 'ACK34MNP' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pair' }));
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Pair' })).toBeEnabled();
  });

  it('asks for a code before pairing with nothing', () => {
    const onPair = jest.fn(() => Promise.resolve(null));
    render(<PairingScreen onPair={onPair} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pair' }));

    expect(onPair).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Type the pairing code first.');
  });

  it('pairs a link’s code at once, without a tap', async () => {
    const onPair = jest.fn(() => Promise.resolve(null));
    render(<PairingScreen onPair={onPair} linkCode="ACK34MNP" />);
    await settle();

    expect(onPair).toHaveBeenCalledTimes(1);
    expect(onPair).toHaveBeenCalledWith('ACK34MNP');
  });
});

describe('takePairingCode', () => {
  it('takes the code out of the address so a reload does not carry it', () => {
    window.history.replaceState(null, '', '/kiosk/?pair=ACK34MNP&x=1#top');

    expect(takePairingCode()).toBe('ACK34MNP');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/kiosk/?x=1#top',
    );
    expect(takePairingCode()).toBeNull();
  });
});

describe('DeviceBlockedScreen', () => {
  it.each([
    ['revoked', 'This kiosk was removed', 'register it in Settings > Workspace > Kiosks'],
    ['locked', 'This kiosk is locked', 'unlock it in Settings > Workspace > Kiosks'],
    ['disabled', 'The kiosk is turned off for this workspace', '“Use kiosks” in Settings'],
  ] as const)('says plainly that it is %s and how to fix it', (reason, heading, fix) => {
    render(<DeviceBlockedScreen reason={reason} queued={2} />);

    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(fix);
    expect(
      screen.getByText('2 punches on this kiosk are still waiting to be sent.'),
    ).toBeInTheDocument();
  });
});
