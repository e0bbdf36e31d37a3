import { Link } from 'react-router';

import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <main className="page page--centered">
      <Logo />
      <h1>Page not found</h1>
      <p className="lead">There is nothing at this address.</p>
      <Link className="button" to={paths.home.getHref()}>
        Back to the start page
      </Link>
    </main>
  );
}
