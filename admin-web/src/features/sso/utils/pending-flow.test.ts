import { FLOW_STATE, pendingFlow } from '@/features/sso/testing/sso-fixtures';
import {
  clearPendingFlow,
  readPendingFlow,
  savePendingFlow,
} from '@/features/sso/utils/pending-flow';

describe('the pending flow in sessionStorage', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('keeps one flow for the tab, the newest, until it is cleared', () => {
    expect(readPendingFlow()).toBeNull();
    expect(savePendingFlow(pendingFlow({ state: 'first' }))).toBe(true);
    expect(savePendingFlow(pendingFlow({ from: 'link', locale: 'ja', redirectTo: '/clock' }))).toBe(
      true,
    );

    expect(readPendingFlow()).toEqual(
      pendingFlow({ state: FLOW_STATE, from: 'link', locale: 'ja', redirectTo: '/clock' }),
    );
    clearPendingFlow();
    expect(readPendingFlow()).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['an unknown provider', JSON.stringify(pendingFlow({ service: 'github' as 'google' }))],
    ['an unknown purpose', JSON.stringify(pendingFlow({ from: 'merge' as 'link' }))],
    ['no verifier', JSON.stringify({ ...pendingFlow(), codeVerifier: '' })],
  ])('reads %s as no flow', (_what, stored) => {
    sessionStorage.setItem('punchcard.sso.flow', stored);
    expect(readPendingFlow()).toBeNull();
  });

  it('drops a locale it does not know', () => {
    sessionStorage.setItem(
      'punchcard.sso.flow',
      JSON.stringify({ ...pendingFlow(), locale: 'xx' }),
    );
    expect(readPendingFlow()).toEqual(pendingFlow());
  });

  it('says so when the browser refuses to keep it', () => {
    const full: Pick<Storage, 'setItem'> = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(savePendingFlow(pendingFlow(), full as Storage)).toBe(false);
  });
});
