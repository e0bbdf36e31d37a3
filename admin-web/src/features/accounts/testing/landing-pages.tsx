// Test doubles for the pages a signed-out flow leads to: each shows its name and the address it
// was reached at, so a test can tell where navigation went.
import type { RouteObject } from 'react-router';
import { useLocation } from 'react-router';

export function Where({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return (
    <main>
      <h1>{name}</h1>
      <p>{`${pathname}${search}`}</p>
    </main>
  );
}

/** `/home`, `/setup`, `/signin`... as named stand-ins, without and with each prefix. */
export function landingPages(pages: Readonly<Record<string, string>>): RouteObject[] {
  return ['', '/ja'].flatMap((prefix) =>
    Object.entries(pages).map(([path, name]) => ({
      path: `${prefix}${path}`,
      element: <Where name={name} />,
    })),
  );
}
