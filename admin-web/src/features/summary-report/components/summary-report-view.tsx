import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { summaryReportQueries } from '@/features/summary-report/api/summary-report-queries';
import { KpiCards } from '@/features/summary-report/components/kpi-cards';
import { SuggestionPanel } from '@/features/summary-report/components/suggestion-panel';
import { SummaryBreakdownDialog } from '@/features/summary-report/components/summary-breakdown-dialog';
import { useSummaryFigures } from '@/features/summary-report/hooks/use-summary-figures';
import type { MemberSummaryReport, ReportSubject } from '@/features/summary-report/types';
import { ApiErrorText } from '@/components/api-error-alert';
import type { TimeWindow } from '@/lib/dates';

// recharts is the heaviest thing on the page: it loads only once the figures are on screen.
const SummaryCharts = lazy(() => import('@/features/summary-report/components/summary-charts'));

function ChartsLoading() {
  const { t } = useTranslation('summaryReport');
  return (
    <Group gap="sm" role="status" mih={260}>
      <Loader size="sm" />
      <Text size="sm">{t('charts.loading')}</Text>
    </Group>
  );
}

interface ReportBodyProps {
  report: MemberSummaryReport;
  memberName: string;
  periodLabel: string;
}

function ReportBody({ report, memberName, periodLabel }: ReportBodyProps) {
  const { t } = useTranslation('summaryReport');
  const figures = useSummaryFigures(report);
  const [details, setDetails] = useState(false);
  const empty =
    report.totalWorkspaceTime === 0 && report.trackedDuration === 0 && report.numberOfDrafts === 0;

  return (
    <Stack gap="lg">
      <Stack component="section" gap="sm" aria-labelledby="summary-figures">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="summary-figures">
            {t('heading.figures')}
          </Title>
          <Button
            variant="default"
            size="sm"
            onClick={() => {
              setDetails(true);
            }}
          >
            {t('details.open')}
          </Button>
        </Group>
        {empty && <Text>{t('state.empty')}</Text>}
        <KpiCards figures={figures} />
      </Stack>
      <Stack component="section" gap="sm" aria-labelledby="summary-charts">
        <Title order={2} size="h4" id="summary-charts">
          {t('charts.heading')}
        </Title>
        <Suspense fallback={<ChartsLoading />}>
          <SummaryCharts report={report} />
        </Suspense>
      </Stack>
      <SummaryBreakdownDialog
        opened={details}
        onClose={() => {
          setDetails(false);
        }}
        report={report}
        figures={figures}
        memberName={memberName}
        periodLabel={periodLabel}
      />
    </Stack>
  );
}

interface SummaryReportViewProps {
  idWorkspace: string;
  subject: ReportSubject;
  /** The member's user id (the suggestions name them even for `me`). */
  idUser: string;
  memberName: string;
  window: TimeWindow;
  /** The period in words, for the breakdown dialog. */
  periodLabel: string;
}

/**
 * One member's summary over a period: the figures with the previous period, charts of work and
 * breaks, projects and categories, the full breakdown as tables, and suggestions.
 */
export function SummaryReportView({
  idWorkspace,
  subject,
  idUser,
  memberName,
  window,
  periodLabel,
}: SummaryReportViewProps) {
  const { t } = useTranslation('summaryReport');
  const report = useQuery(summaryReportQueries.member(idWorkspace, subject, window));

  if (report.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('state.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <ApiErrorText error={report.error} />
          <Button size="xs" variant="default" onClick={() => void report.refetch()}>
            {t('state.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (report.data === undefined) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('state.loading')}</Text>
      </Group>
    );
  }
  return (
    <Stack gap="lg">
      <ReportBody report={report.data} memberName={memberName} periodLabel={periodLabel} />
      {/* Keyed: suggestions for another member or period never linger. */}
      <SuggestionPanel
        key={`${idUser}-${window.start}-${window.end}`}
        idUser={idUser}
        window={window}
      />
    </Stack>
  );
}
