import { Group, Stack } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';

import { PeriodPicker, useReportRangeParam, useWeekStart } from '@/components/period-picker';
import { SummaryReportView } from '@/features/summary-report/components/summary-report-view';
import { useLocale } from '@/hooks/use-locale';
import { rangeLabel, rangeWindow } from '@/lib/report-range';
import type { Workspace } from '@/lib/wire';

interface SummaryReportPanelProps {
  workspace: Workspace;
  /** The member the report is about. */
  idUser: string;
  /** The caller is that member: their own report needs no permission. */
  isSelf: boolean;
  memberName: string;
  /** More controls beside the period (the manager's member picker). */
  controls?: ReactNode;
}

/**
 * The period (in the address, cut in the workspace's zone) and the member's summary for it:
 * what `/reports/summary` and `/member/{id}/reports` both show.
 */
export function SummaryReportPanel({
  workspace,
  idUser,
  isSelf,
  memberName,
  controls,
}: SummaryReportPanelProps) {
  const locale = useLocale();
  const timeZone = workspace.timeZone;
  const weekStart = useWeekStart(workspace.id);
  const { range, draft, change } = useReportRangeParam({ timeZone, weekStart });
  const window = useMemo(
    () => rangeWindow({ from: range.from, to: range.to }, timeZone),
    [range.from, range.to, timeZone],
  );

  return (
    <Stack gap="lg">
      <Group gap="md" align="flex-end" wrap="wrap">
        <PeriodPicker value={draft} onChange={change} timeZone={timeZone} weekStart={weekStart} />
        {controls}
      </Group>
      <SummaryReportView
        idWorkspace={workspace.id}
        subject={isSelf ? 'me' : { idUser }}
        idUser={idUser}
        memberName={memberName}
        window={window}
        periodLabel={rangeLabel(range, locale)}
      />
    </Stack>
  );
}
