// What the setup page's tests share: the page behind its guard, the workspace it creates, and
// ways to read what was sent.
import { notifications } from '@mantine/notifications';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { type RouteObject, useLocation } from 'react-router';

import { AuthGuard } from '@/app/guards/auth-guard';
import SetupRoute from '@/app/routes/setup';
import { currencyOptions } from '@/lib/currencies';
import { browserTimeZone, timeZoneOptions } from '@/lib/time-zones';
import { i18n } from '@/lib/i18n';
import { jsonAnswer, mockApi } from '@/testing/api-mock';
import { wireMe, wireWorkspace } from '@/testing/wire-fixtures';

export function Where({ name }: { name: string }) {
  const { pathname } = useLocation();
  return (
    <main>
      <h1>{name}</h1>
      <p>{pathname}</p>
    </main>
  );
}

// The page behind its guard, as the route tree places it, and home to land on.
export const routes: RouteObject[] = ['', '/ja'].flatMap((prefix) => [
  { element: <AuthGuard />, children: [{ path: `${prefix}/setup`, Component: SetupRoute }] },
  { path: `${prefix}/home`, element: <Where name="Home" /> },
]);

export const acme = wireWorkspace();
export const refusal = (status: number, errorKey: string) =>
  jsonAnswer(status, { status_code: status, error_key: errorKey, message: 'refused' });

/** The alert (role="alert") that says `text`, once it does. */
export async function findAlert(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const alert = screen
      .getAllByRole('alert')
      .find((element) => element.textContent.includes(text));
    if (alert === undefined) throw new Error(`No alert says "${text}"`);
    return alert;
  });
}

type FetchMock = ReturnType<typeof mockApi>['fetchMock'];

export function callsTo(fetchMock: FetchMock, path: string) {
  // The API client calls fetch with a string: the path and its query.
  return fetchMock.mock.calls.filter(
    ([url]) => typeof url === 'string' && url.split('?')[0] === path,
  );
}

export function bodyOf(fetchMock: FetchMock, path: string): unknown {
  const init = callsTo(fetchMock, path).at(-1)?.[1];
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/** The API of someone who has no workspace until POST /v1/workspaces answers `answer`. */
export function apiWithoutWorkspace(answer = jsonAnswer(201, acme)) {
  let created = false;
  return mockApi({
    get '/v1/accounts/me'() {
      return jsonAnswer(200, wireMe(created ? acme : null));
    },
    get '/v1/workspaces'() {
      created = 'status' in answer && answer.status < 300;
      return answer;
    },
  });
}

/**
 * The lifecycle every setup test file shares. Each step is a long form: on a busy machine jsdom
 * needs seconds to draw one, so the timeouts are longer. A test hands its fetch mock's `restore`
 * to `restoreFetch`, undone after it.
 */
export function setupPageLifecycle(): { restoreFetch: () => void } {
  jest.setTimeout(30_000);
  configure({ asyncUtilTimeout: 8_000 });
  const page = { restoreFetch: (): void => undefined };
  beforeAll(async () => {
    // What the first test would otherwise pay for alone: the page's words and the zone list.
    await i18n.loadNamespaces(['setup', 'workspaces', 'errors']);
    timeZoneOptions('en', browserTimeZone());
    currencyOptions('en', 'USD');
  });
  afterEach(async () => {
    // Unmounted first, so the change of language reaches no page; notices are app-wide.
    cleanup();
    notifications.clean();
    page.restoreFetch();
    page.restoreFetch = () => undefined;
    await i18n.changeLanguage('en');
  });
  return page;
}
