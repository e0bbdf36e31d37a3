import { Loader, Stack, Text } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { selfieQueries } from '@/features/kiosk-selfies/api/selfie-queries';
import { SelfieDay } from '@/features/kiosk-selfies/components/selfie-day';
import { SelfieDialog } from '@/features/kiosk-selfies/components/selfie-dialog';
import {
  type SelfieFilter,
  SelfieFilters,
} from '@/features/kiosk-selfies/components/selfie-filters';
import {
  datesNewestFirst,
  formatDay,
  MAX_RANGE_DAYS,
  shiftDate,
  todayIn,
} from '@/features/kiosk-selfies/utils/selfie-days';
import { groupByMember } from '@/features/kiosk-selfies/utils/selfie-groups';
import { type SelfieView, selfieView } from '@/features/kiosk-selfies/utils/selfie-text';
import { useLocale } from '@/hooks/use-locale';
import type { Workspace } from '@/lib/wire';

interface KioskSelfiesPageProps {
  workspace: Pick<Workspace, 'id' | 'timeZone'>;
  /** VIEW_MEMBER_TIMESTAMPS: everyone's selfies and a member to choose; else one's own. */
  viewsEveryone: boolean;
}

/** Kiosk selfies by day and member, each beside the punch it proves; a photo opens larger. */
export function KioskSelfiesPage({ workspace, viewsEveryone }: KioskSelfiesPageProps) {
  const { t } = useTranslation('selfies');
  const locale = useLocale();
  const today = todayIn(workspace.timeZone);
  const [filter, setFilter] = useState<SelfieFilter>(() => ({
    idUser: null,
    from: shiftDate(today, 1 - MAX_RANGE_DAYS),
    to: today,
  }));
  const [opened, setOpened] = useState<SelfieView | null>(null);

  const members = useQuery(selfieQueries.members(workspace.id));
  const dates = datesNewestFirst(filter.from, filter.to);
  const idUser = viewsEveryone ? filter.idUser : null;
  const days = useQueries({
    queries: dates.map((date) => selfieQueries.day(workspace.id, date, idUser)),
  });

  const names = useMemo(
    () => new Map((members.data ?? []).map((member) => [member.idUser, member.name])),
    [members.data],
  );
  const context = { t, locale, timeZone: workspace.timeZone };
  const grouped = days.map((day) =>
    groupByMember(
      day.data ?? [],
      (id) => names.get(id) ?? null,
      (selfie, name) => selfieView(selfie, name, context),
    ),
  );
  const allEmpty =
    dates.length > 0 && days.every((day) => day.isSuccess) && grouped.every((g) => g.length === 0);

  return (
    <Stack gap="lg">
      <Text c="dimmed">{t(viewsEveryone ? 'intro.everyone' : 'intro.own')}</Text>
      <SelfieFilters
        filter={filter}
        members={viewsEveryone ? (members.data ?? []) : undefined}
        today={today}
        onChange={setFilter}
      />
      {days.some((day) => day.isPending) && (
        <Loader size="sm" role="status" aria-label={t('list.loading')} />
      )}
      {allEmpty && <Text>{t('list.empty')}</Text>}
      {dates.map((date, index) => {
        const result = days[index];
        if (!result) return null;
        return (
          <SelfieDay
            key={date}
            label={formatDay(date, locale)}
            result={result}
            groups={grouped[index] ?? []}
            onOpen={setOpened}
          />
        );
      })}
      <SelfieDialog
        view={opened}
        onClose={() => {
          setOpened(null);
        }}
      />
    </Stack>
  );
}
