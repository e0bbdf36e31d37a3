import { Logo } from '@/components/logo';
import { HealthStatus } from '@/features/health/components/health-status';

export function HomeRoute() {
  return (
    <main className="page page--centered">
      <header className="brand">
        <Logo size={64} />
        <h1>Punchcard</h1>
      </header>
      <p className="lead">
        Self-hostable workforce time tracking, built around a wall-mounted kiosk.
      </p>
      <HealthStatus />
    </main>
  );
}
