import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';

import { errorMessage, presentError } from '@/app/shell/error-presenter';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/test-utils';

describe('presenting an API error', () => {
  afterEach(async () => {
    act(() => {
      notifications.clean();
    });
    await i18n.changeLanguage('en');
  });

  it('shows the text of its key as an error notice', async () => {
    renderWithProviders(<></>);

    act(() => {
      presentError(new ApiError(412, 'already_clocked_in', 'You are already clocked in.'));
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('You are already clocked in.');
  });

  it('speaks the page language', async () => {
    await i18n.changeLanguage('ja');

    await expect(errorMessage(new ApiError(409, 'add_conflict', 'x'))).resolves.toBe(
      '他の勤務記録と時間が重なっています。',
    );
  });

  it('falls back to the generic text, never showing a raw key', async () => {
    const generic = 'Something went wrong on our side. Try again later.';

    await expect(errorMessage(new ApiError(418, 'teapot_refused', 'x'))).resolves.toBe(generic);
    await expect(errorMessage(new TypeError('x is undefined'))).resolves.toBe(generic);
    await expect(errorMessage(new ApiError(0, 'error.unknown', 'Failed to fetch'))).resolves.toBe(
      'Could not reach Punchcard. Check your connection and try again.',
    );
  });
});
