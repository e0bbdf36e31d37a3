import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Stands in for a page whose data or code is on its way. It fades in late (styles/index.css), so
 * the usual quick load never flashes a spinner; the top loading bar shows progress meanwhile.
 */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center className="page-loader" mih="50vh" role="status" aria-label={t('app.loading')}>
      <Loader size="md" />
    </Center>
  );
}
