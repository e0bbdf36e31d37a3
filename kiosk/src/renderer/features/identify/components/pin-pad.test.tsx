import { PIN_MAX_LENGTH } from '@punchcard/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';

import { PIN_DOT, PinPad } from '@/features/identify/components/pin-pad';
import { WEDGE_RELEASE_MS } from '@/features/identify/lib/wedge-detector';
import { pressKey } from '@/features/identify/testing/press-key';
import { initI18n } from '@/i18n/i18n';

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

const display = () => screen.getByRole('status', { name: 'PIN entered' });
const tap = (name: string) => {
  fireEvent.click(screen.getByRole('button', { name }));
};

let clock = 0;
/** A key on the physical keyboard, `gapMs` after the previous one. */
function press(key: string, gapMs = 120) {
  act(() => {
    jest.advanceTimersByTime(gapMs);
  });
  clock += gapMs;
  pressKey(document.body, key, clock);
}

/** Lets held keys through: the wedge detector gives a person's keys back after a short wait. */
function settle() {
  act(() => {
    jest.advanceTimersByTime(WEDGE_RELEASE_MS);
  });
}

describe('PinPad', () => {
  it('takes taps, shows one dot per digit and sends the PIN, then clears', () => {
    const onSubmit = jest.fn();
    render(<PinPad onSubmit={onSubmit} />);
    expect(display()).toHaveTextContent('Enter your PIN');

    ['2', '5', '8', '0'].forEach(tap);

    expect(display()).toHaveTextContent(PIN_DOT.repeat(4));
    expect(display()).not.toHaveTextContent(/[0-9]/);
    tap('Enter PIN');
    expect(onSubmit).toHaveBeenCalledWith('2580');
    expect(display()).toHaveTextContent('Enter your PIN');
    expect(display()).not.toHaveTextContent(PIN_DOT);
  });

  it('deletes the last digit', () => {
    const onSubmit = jest.fn();
    render(<PinPad onSubmit={onSubmit} />);
    ['1', '2', '3', '4', '5'].forEach(tap);

    tap('Delete last digit');
    tap('Enter PIN');

    expect(onSubmit).toHaveBeenCalledWith('1234');
  });

  it('refuses fewer than 4 digits and stops at 8', () => {
    const onSubmit = jest.fn();
    render(<PinPad onSubmit={onSubmit} />);
    ['1', '2', '3'].forEach(tap);
    expect(screen.getByRole('button', { name: 'Enter PIN' })).toBeDisabled();
    press('Enter');
    expect(onSubmit).not.toHaveBeenCalled();

    ['4', '5', '6', '7', '8'].forEach(tap);
    expect(display()).toHaveTextContent(PIN_DOT.repeat(PIN_MAX_LENGTH));
    expect(screen.getByRole('button', { name: '9' })).toBeDisabled();
    press('9');
    settle();
    tap('Enter PIN');

    expect(onSubmit).toHaveBeenCalledWith('12345678');
  });

  it('takes digits, Backspace and Enter from the keyboard', () => {
    const onSubmit = jest.fn();
    render(<PinPad onSubmit={onSubmit} />);

    ['4', '7', '1', '9', '3'].forEach((key) => {
      press(key);
    });
    settle();
    expect(display()).toHaveTextContent(PIN_DOT.repeat(5));
    press('Backspace');
    expect(display()).toHaveTextContent(PIN_DOT.repeat(4));
    press('Enter');

    expect(onSubmit).toHaveBeenCalledWith('4719');
    expect(display()).not.toHaveTextContent(PIN_DOT);
  });

  it('sends at once when Enter follows the last digit quickly', () => {
    const onSubmit = jest.fn();
    render(<PinPad onSubmit={onSubmit} />);

    ['8', '2', '6', '4'].forEach((key) => {
      press(key, 60);
    });
    press('Enter', 60);

    expect(onSubmit).toHaveBeenCalledWith('8264');
  });

  it("keeps a keyboard-wedge reader's burst out of the PIN", () => {
    const onSubmit = jest.fn();
    render(<PinPad onSubmit={onSubmit} />);
    tap('9');

    for (const key of '04A1B2C3D4E5F6') press(key, 8);
    press('Enter', 8);
    settle();

    expect(display()).toHaveTextContent(PIN_DOT.repeat(1));
    expect(display()).not.toHaveTextContent(PIN_DOT.repeat(2));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes nothing while busy', () => {
    const onSubmit = jest.fn();
    const { rerender } = render(<PinPad onSubmit={onSubmit} />);
    ['1', '3', '5', '7'].forEach(tap);

    rerender(<PinPad onSubmit={onSubmit} busy />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    press('2');
    settle();
    press('Enter');
    expect(display()).toHaveTextContent(PIN_DOT.repeat(4));
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(<PinPad onSubmit={onSubmit} />);
    press('Enter');
    expect(onSubmit).toHaveBeenCalledWith('1357');
  });

  it('leaves keys typed into a text field alone', () => {
    const onSubmit = jest.fn();
    render(
      <>
        <input aria-label="Note" />
        <PinPad onSubmit={onSubmit} />
      </>,
    );

    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Note' }), { key: '5' });
    settle();

    expect(display()).not.toHaveTextContent(PIN_DOT);
  });
});
