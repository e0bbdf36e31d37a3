import { fireEvent, render, screen } from '@testing-library/react';

import { CardPrompt } from '@/features/identify/components/card-prompt';
import { initI18n } from '@/i18n/i18n';

beforeAll(async () => {
  await initI18n('en');
});

describe('CardPrompt', () => {
  it('asks for a tap on a card reader', () => {
    render(<CardPrompt reader={{ source: 'wedge', status: null }} />);
    expect(screen.getByText('Tap your card')).toBeInTheDocument();
  });

  it('offers to start Web NFC, then says where to hold the card', () => {
    const startWebNfc = jest.fn();
    const { rerender } = render(
      <CardPrompt reader={{ source: 'web-nfc', status: null, startWebNfc }} />,
    );

    fireEvent.click(
      screen.getByRole('button', {
        name: 'Tap here, then hold your card to the back of this device',
      }),
    );
    expect(startWebNfc).toHaveBeenCalled();

    rerender(
      <CardPrompt reader={{ source: 'web-nfc', status: { state: 'ready', reader: 'Web NFC' } }} />,
    );
    expect(screen.getByText('Hold your card to the back of this device')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks Japanese', async () => {
    await initI18n('ja');
    const { unmount } = render(
      <CardPrompt reader={{ source: 'bridge', status: { state: 'ready', reader: 'ACR122U' } }} />,
    );
    expect(screen.getByText('カードをタッチしてください')).toBeInTheDocument();
    unmount();
    await initI18n('en');
  });
});
