import { Button, Group, Stack, Text } from '@mantine/core';
import { ReportExportFormat } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

import {
  type AttendanceFilters,
  exportHref,
} from '@/features/attendance-report/utils/attendance-filters';
import { useLocale } from '@/hooks/use-locale';
import type { TimeWindow } from '@/lib/dates';

const FORMATS = Object.values(ReportExportFormat);

interface AttendanceExportButtonsProps {
  filters: AttendanceFilters;
  window: TimeWindow;
}

/**
 * Downloads of the report for payroll. Plain links, so the browser streams a year of every
 * member straight to disk (the API streams it too) instead of holding it in the page's memory;
 * the page has already shown any plan or permission refusal before offering them.
 */
export function AttendanceExportButtons({ filters, window }: AttendanceExportButtonsProps) {
  const { t } = useTranslation('attendanceReport');
  const locale = useLocale();
  return (
    <Stack gap={4}>
      <Group gap="xs" role="group" aria-label={t('export.group')}>
        {FORMATS.map((format) => (
          <Button
            key={format}
            component="a"
            href={exportHref(format, locale, filters, window)}
            download
            variant="default"
            size="sm"
          >
            {t(`export.${format}`)}
          </Button>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {t('export.note')}
      </Text>
    </Stack>
  );
}
