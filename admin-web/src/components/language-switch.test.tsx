import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';

import { LanguageSwitch } from '@/components/language-switch';
import { LOCALE_COOKIE, localeFromCookie } from '@/lib/locale';
import { renderRoutes } from '@/testing/test-utils';

function PageWithSwitch() {
  const { pathname, search, hash } = useLocation();
  return (
    <>
      <LanguageSwitch />
      <p>{`${pathname}${search}${hash}`}</p>
    </>
  );
}

describe('LanguageSwitch', () => {
  afterEach(() => {
    document.cookie = `${LOCALE_COOKIE}=; Max-Age=0; Path=/`;
  });

  it.each([
    ['/timestamps/list-view?day=2024-05-01#today', '/ja/timestamps/list-view?day=2024-05-01#today'],
    ['/en/settings/account', '/ja/settings/account'],
    ['/en', '/ja'],
  ])('switches %s to Japanese on the same page and remembers it', async (from, to) => {
    renderRoutes([{ path: '*', element: <PageWithSwitch /> }], from);

    const japanese = screen.getByRole('link', { name: '日本語' });
    expect(japanese).toHaveAttribute('lang', 'ja');
    fireEvent.click(japanese);

    expect(await screen.findByText(to)).toBeInTheDocument();
    expect(localeFromCookie(document.cookie)).toBe('ja');
  });

  it('names the choices in their own language, without the one shown', () => {
    renderRoutes([{ path: '*', element: <PageWithSwitch /> }], '/clock');

    expect(screen.getByRole('navigation', { name: 'Language' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'English' })).not.toBeInTheDocument();
  });
});
