import { fireEvent, render, screen } from '@testing-library/react';

import { IdentifiedScreen } from '@/features/member/components/identified-screen';
import type { MemberView } from '@/features/member/types/member-view';
import { speakEnglish } from '@/testing/test-helpers';

beforeAll(speakEnglish);

const hana: MemberView = {
  name: 'Hana Sato',
  verifyLater: false,
  avatar: null,
  status: 'NOT_WORKING',
  workedSeconds: 0,
  identifiedAt: 0,
  forgottenSince: null,
};

function renderMember(member: MemberView, busy = false) {
  const onAction = jest.fn();
  const onCancel = jest.fn();
  render(
    <IdentifiedScreen
      member={member}
      busy={busy}
      languageLabel="日本語"
      languageTag="ja"
      onLanguage={jest.fn()}
      onAction={onAction}
      onCancel={onCancel}
    />,
  );
  return { onAction, onCancel };
}

const actionNames = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((name) => name !== 'Cancel' && name !== '日本語');

describe('IdentifiedScreen', () => {
  it.each([
    ['NOT_WORKING', 'Not clocked in', ['Clock in']],
    ['WORKING', 'Working', ['Clock out', 'Start break']],
    ['BREAK', 'On a break', ['End break']],
  ] as const)('offers only what makes sense when %s', (status, said, actions) => {
    renderMember({ ...hana, status });
    expect(screen.getByText(said)).toBeInTheDocument();
    expect(actionNames()).toEqual(actions);
  });

  it('punches the chosen action, or cancels', () => {
    const { onAction, onCancel } = renderMember({ ...hana, status: 'WORKING' });
    fireEvent.click(screen.getByRole('button', { name: 'Clock out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onAction).toHaveBeenCalledWith('clock_out');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('waits while a punch is being written', () => {
    renderMember(hana, true);
    expect(screen.getByRole('button', { name: 'Clock in' })).toBeDisabled();
  });

  it('names a member recognised offline without a cached name plainly', () => {
    renderMember({ ...hana, name: null, status: null, workedSeconds: null });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Member recognised' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Status unknown while offline')).toBeInTheDocument();
    expect(actionNames()).toEqual(['Clock in', 'Clock out', 'Start break', 'End break']);
  });
});
