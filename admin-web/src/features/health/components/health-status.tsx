import { useQuery } from '@tanstack/react-query';

import { healthQueries } from '@/features/health/api/health-queries';

type HealthState = 'checking' | 'online' | 'unavailable';

const labels: Record<HealthState, string> = {
  checking: 'Checking the API…',
  online: 'API online',
  unavailable: 'API unavailable',
};

export function HealthStatus() {
  const { status } = useQuery(healthQueries.status());
  const state: HealthState =
    status === 'pending' ? 'checking' : status === 'success' ? 'online' : 'unavailable';

  return (
    <p role="status" className={`health-status health-status--${state}`}>
      <span className="health-status__dot" aria-hidden="true" />
      {labels[state]}
    </p>
  );
}
