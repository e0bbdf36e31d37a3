import { fireEvent, render, screen } from '@testing-library/react';

import { CardReaderStatus } from '@/app/card-reader-status';
import { speakEnglish } from '@/testing/test-helpers';

beforeAll(speakEnglish);

describe('CardReaderStatus', () => {
  it.each([{ state: 'no-reader' }, { state: 'no-service' }] as const)(
    'says the reader is missing when the NFC service reports %o',
    (status) => {
      render(<CardReaderStatus reader={{ source: 'bridge', status }} />);
      expect(screen.getByRole('alert')).toHaveTextContent('No card reader found');
    },
  );

  it('says nothing for a ready reader or a keyboard-wedge one', () => {
    const { container } = render(
      <CardReaderStatus
        reader={{ source: 'bridge', status: { state: 'ready', reader: 'ACR122U' } }}
      />,
    );
    render(<CardReaderStatus reader={{ source: 'wedge', status: null }} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the tap that starts Web NFC on a phone', () => {
    const startWebNfc = jest.fn();
    render(<CardReaderStatus reader={{ source: 'web-nfc', status: null, startWebNfc }} />);
    fireEvent.click(screen.getByRole('button'));
    expect(startWebNfc).toHaveBeenCalledTimes(1);
  });
});
