import { screen } from '@testing-library/react';

import { HealthStatus } from '@/features/health/components/health-status';
import { i18n } from '@/lib/i18n';
import { jsonAnswer, mockFetch } from '@/testing/api-mock';
import { renderWithProviders } from '@/testing/test-utils';

describe('HealthStatus', () => {
  let restoreFetch: () => void = () => undefined;
  beforeAll(async () => {
    await i18n.loadNamespaces('health');
  });
  afterEach(() => {
    restoreFetch();
  });

  it('says the API is online when /v1/health answers ok', async () => {
    const { fetchMock, restore } = mockFetch(jsonAnswer(200, { status: 'ok', database: 'up' }));
    restoreFetch = restore;

    renderWithProviders(<HealthStatus />);

    expect(screen.getByRole('status')).toHaveTextContent('Checking the API…');
    expect(await screen.findByText('API online')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('API online');
    expect(fetchMock).toHaveBeenCalledWith(
      '/v1/health',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
  });

  it('says the API is unavailable when /v1/health answers 503', async () => {
    const { restore } = mockFetch(
      jsonAnswer(503, {
        status_code: 503,
        error_key: 'error.service_unavailable',
        message: 'The database is not reachable',
      }),
    );
    restoreFetch = restore;

    renderWithProviders(<HealthStatus />);

    expect(await screen.findByText('API unavailable')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('API unavailable');
  });

  it('says the API is unavailable when nothing answers', async () => {
    const { restore } = mockFetch({ networkError: 'Failed to fetch' });
    restoreFetch = restore;

    renderWithProviders(<HealthStatus />);

    expect(await screen.findByText('API unavailable')).toBeInTheDocument();
  });
});

describe('HealthStatus in Japanese', () => {
  let restoreFetch: () => void = () => undefined;
  beforeAll(async () => {
    await i18n.changeLanguage('ja');
  });
  afterAll(async () => {
    restoreFetch();
    await i18n.changeLanguage('en');
  });

  it('says so in Japanese', async () => {
    restoreFetch = mockFetch(jsonAnswer(200, { status: 'ok', database: 'up' })).restore;

    renderWithProviders(<HealthStatus />);

    expect(await screen.findByText('API は稼働中です')).toBeInTheDocument();
  });
});
