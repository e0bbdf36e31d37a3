import { KIOSK_PAIRING_CODE_LENGTH } from '@punchcard/shared';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '@/components/error-alert';

/** Why pairing failed, as the person holding the code can fix it. */
export type PairingProblem = 'invalid' | 'expired' | 'used' | 'network' | 'failed';

interface PairingFormProps {
  /** Resolves with null once paired, or with what went wrong. */
  onPair: (code: string) => Promise<PairingProblem | null>;
  /** A pairing link's code: paired at once, without a tap. */
  linkCode?: string | null;
}

export function PairingForm({ onPair, linkCode = null }: PairingFormProps) {
  const { t } = useTranslation('kiosk');
  const inputId = useId();
  const [code, setCode] = useState(linkCode ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PairingProblem | 'empty' | null>(null);
  const mounted = useRef(true);
  const linkTried = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const pair = (value: string) => {
    const normalised = value.replace(/[\s-]/g, '').toUpperCase();
    if (normalised === '') {
      setProblem('empty');
      return;
    }
    setBusy(true);
    setProblem(null);
    void onPair(normalised).then((result) => {
      // Once paired, the app shows another screen and this one is gone.
      if (!mounted.current) return;
      setBusy(false);
      setProblem(result);
    });
  };

  useEffect(() => {
    if (linkCode === null || linkTried.current) return;
    linkTried.current = true;
    pair(linkCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a link pairs once, at mount.
  }, [linkCode]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!busy) pair(code);
  };

  return (
    <form className="pairing-form" onSubmit={submit} noValidate>
      <label className="pairing-form__label" htmlFor={inputId}>
        {t('pairing.code')}
      </label>
      <input
        id={inputId}
        className="pairing-form__input"
        value={code}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={KIOSK_PAIRING_CODE_LENGTH + 4}
        onChange={(event) => {
          setCode(event.target.value.toUpperCase());
        }}
      />
      <button type="submit" className="button button--primary button--large" disabled={busy}>
        {busy ? t('pairing.busy') : t('pairing.submit')}
      </button>
      {problem && <ErrorAlert title={t(`pairing.${problem}`)} />}
    </form>
  );
}
