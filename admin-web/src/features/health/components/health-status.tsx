import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { healthQueries } from '@/features/health/api/health-queries';

type HealthState = 'checking' | 'online' | 'unavailable';

const colorOf: Record<HealthState, string> = {
  checking: 'gray',
  online: 'green',
  unavailable: 'red',
};

export function HealthStatus() {
  const { t } = useTranslation('health');
  const { status } = useQuery(healthQueries.status());
  const state: HealthState =
    status === 'pending' ? 'checking' : status === 'success' ? 'online' : 'unavailable';

  return (
    <Badge role="status" variant="dot" color={colorOf[state]} size="lg" tt="none" fw={500}>
      {t(state)}
    </Badge>
  );
}
