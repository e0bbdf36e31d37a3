import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import {
  fileHref,
  type ProjectReportFilters,
  REPORT_FILE_FORMATS,
} from '@/features/project-reports/utils/report-filters';
import { useLocale } from '@/hooks/use-locale';
import type { TimeWindow } from '@/lib/dates';

interface ReportDownloadsProps {
  idProject: string;
  filters: ProjectReportFilters;
  window: TimeWindow;
}

/**
 * The report as a file. Plain links, so the browser streams the file straight to disk under the
 * name the API gives it (the API streams exports too); the page has already shown any plan or
 * permission refusal before offering them.
 */
export function ReportDownloads({ idProject, filters, window }: ReportDownloadsProps) {
  const { t } = useTranslation('projectReports');
  const locale = useLocale();
  return (
    <Stack gap={4}>
      <Group gap="xs" role="group" aria-label={t('download.group')}>
        {REPORT_FILE_FORMATS.map((format) => (
          <Button
            key={format}
            component="a"
            href={fileHref(format, idProject, filters, window, locale)}
            download
            variant="default"
            size="sm"
          >
            {t(`download.${format}`)}
          </Button>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {t('download.note')}
      </Text>
    </Stack>
  );
}
