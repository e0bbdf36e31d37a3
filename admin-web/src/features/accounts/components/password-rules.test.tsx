import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';

import { NewPasswordInput } from '@/features/accounts/components/new-password-input';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/test-utils';

function Field() {
  const [value, setValue] = useState('');
  return <NewPasswordInput label="New password" value={value} onChange={setValue} />;
}

describe('the new password field', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('checks each rule as the password is typed, in words a screen reader hears', async () => {
    renderWithProviders(<Field />);
    const list = await screen.findByRole('list', { name: 'Your password needs' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'At least 8 characters(not met yet)',
      'An uppercase letter (A–Z)(not met yet)',
      'A lowercase letter (a–z)(not met yet)',
      'A digit (0–9)(not met yet)',
    ]);

    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Horse9' } });

    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'At least 8 characters(not met yet)',
      'An uppercase letter (A–Z)(met)',
      'A lowercase letter (a–z)(met)',
      'A digit (0–9)(met)',
    ]);
  });

  it('describes the rules on the field itself and names the visibility toggle', async () => {
    renderWithProviders(<Field />);
    const input = await screen.findByLabelText(/^New password/);
    expect(input).toHaveAccessibleDescription(
      'At least 8 characters, with an uppercase letter, a lowercase letter and a digit.',
    );
    expect(screen.getByRole('button', { name: 'Show password', hidden: true })).toBeInTheDocument();
  });

  it('speaks Japanese', async () => {
    await i18n.changeLanguage('ja');
    renderWithProviders(<Field />);
    const list = await screen.findByRole('list', { name: 'パスワードの条件' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      '8 文字以上（まだ満たしていません）',
    );
  });
});
