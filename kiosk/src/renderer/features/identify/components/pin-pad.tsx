import { PIN_MAX_LENGTH, PIN_MIN_LENGTH } from '@punchcard/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { attachWedgeKeyboard } from '../lib/wedge-keyboard';

export interface PinPadProps {
  onSubmit: (pin: string) => void;
  /** The PIN is being checked: nothing can be typed or sent. */
  busy?: boolean;
}

/** What each typed digit shows as. */
export const PIN_DOT = '●';

const DIGIT_ROWS = [
  ['1', '2', '3'],
  ['4', '5', '6'],
  ['7', '8', '9'],
] as const;

function typedInto(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLElement && target.isContentEditable)
  );
}

/**
 * The on-screen keypad, and the physical keyboard while it is shown. The digits never appear:
 * one dot each. A keyboard-wedge reader's burst is kept out by the wedge detector, which this pad
 * turns on for as long as it is mounted.
 */
export function PinPad({ onSubmit, busy = false }: PinPadProps) {
  const { t } = useTranslation('identify');
  const [pin, setPin] = useState('');
  // The PIN lives in a ref too: a wedge detector gives held digits back right before an Enter in
  // the same event dispatch, so the Enter must see them before React has rendered.
  const typed = useRef('');
  const latest = useRef({ busy, onSubmit });
  useEffect(() => {
    latest.current = { busy, onSubmit };
  });

  const change = (next: string) => {
    typed.current = next;
    setPin(next);
  };
  const type = (digit: string) => {
    if (typed.current.length < PIN_MAX_LENGTH) change(typed.current + digit);
  };
  const erase = () => {
    change(typed.current.slice(0, -1));
  };
  const submit = () => {
    const entered = typed.current;
    if (latest.current.busy || entered.length < PIN_MIN_LENGTH) return;
    change('');
    latest.current.onSubmit(entered);
  };
  // The keyboard listener below is registered once; these handlers only touch refs and setState.
  const actions = useRef({ type, erase, submit });

  useEffect(() => attachWedgeKeyboard(), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (latest.current.busy || event.defaultPrevented || typedInto(event.target)) return;
      if (event.ctrlKey || event.altKey || event.metaKey) return;
      if (/^[0-9]$/.test(event.key)) actions.current.type(event.key);
      else if (event.key === 'Backspace') actions.current.erase();
      else if (event.key === 'Enter') actions.current.submit();
      else return;
      // Enter would also press whichever pad button has the focus after a tap.
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const full = pin.length >= PIN_MAX_LENGTH;
  return (
    <div className="pin-pad" role="group" aria-label={t('pin.pad')}>
      <div className="pin-pad__display" role="status" aria-label={t('pin.entered')}>
        {pin.length === 0 ? (
          <span className="pin-pad__prompt">{t('pin.prompt')}</span>
        ) : (
          <span className="pin-pad__dots">{PIN_DOT.repeat(pin.length)}</span>
        )}
      </div>
      <div className="pin-pad__keys">
        {DIGIT_ROWS.flat().map((digit) => (
          <button
            key={digit}
            type="button"
            className="pin-pad__key"
            disabled={busy || full}
            onClick={() => {
              type(digit);
            }}
          >
            {digit}
          </button>
        ))}
        <button
          type="button"
          className="pin-pad__key pin-pad__key--delete"
          aria-label={t('pin.delete')}
          disabled={busy || pin.length === 0}
          onClick={erase}
        >
          ⌫
        </button>
        <button
          type="button"
          className="pin-pad__key"
          disabled={busy || full}
          onClick={() => {
            type('0');
          }}
        >
          0
        </button>
        <button
          type="button"
          className="pin-pad__key pin-pad__key--submit"
          disabled={busy || pin.length < PIN_MIN_LENGTH}
          onClick={submit}
        >
          {t('pin.submit')}
        </button>
      </div>
    </div>
  );
}
