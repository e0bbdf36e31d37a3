import { Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { RequestKind, RequestType } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

import { type CatalogNames, useCatalogNames } from '@/features/requests/api/use-catalog-names';
import { type ChangeForm, detailsOf, proposedSpan } from '@/features/requests/utils/change-form';
import { asksForDetails, currentSpan, type Span } from '@/features/requests/utils/change-target';
import {
  formatMoment,
  formatSpan,
  formatSpanDuration,
} from '@/features/requests/utils/format-span';
import { useLocale } from '@/hooks/use-locale';
import type { ActivityDetailsValue } from '@/lib/activity-details';
import type { ChangeTarget } from '@/lib/change-target';

interface ChangedLine {
  label: string;
  before: string;
  after: string;
}

type DetailLabelKey =
  'details.project' | 'details.task' | 'details.category' | 'details.tags' | 'details.description';

/** The activity details that differ, as before/after texts. */
function detailChanges(
  before: ActivityDetailsValue,
  after: ActivityDetailsValue,
  names: CatalogNames,
  text: { none: string; unavailable: string; label: (key: DetailLabelKey) => string },
): ChangedLine[] {
  const name = (id: string | null, lookup: (id: string) => string | undefined) =>
    id === null ? text.none : (lookup(id) ?? text.unavailable);
  const tags = (ids: readonly string[]) =>
    ids.length === 0 ? text.none : ids.map((id) => names.tag(id) ?? text.unavailable).join(', ');
  const lines: ChangedLine[] = [];
  const add = (key: DetailLabelKey, changed: boolean, from: string, to: string) => {
    if (changed) lines.push({ label: text.label(key), before: from, after: to });
  };
  add(
    'details.project',
    before.idProject !== after.idProject,
    name(before.idProject, names.project),
    name(after.idProject, names.project),
  );
  add(
    'details.task',
    before.idTask !== after.idTask,
    name(before.idTask, names.task),
    name(after.idTask, names.task),
  );
  add(
    'details.category',
    before.idCategory !== after.idCategory,
    name(before.idCategory, names.category),
    name(after.idCategory, names.category),
  );
  const sameTags =
    before.idTags.length === after.idTags.length &&
    before.idTags.every((tag) => after.idTags.includes(tag));
  add('details.tags', !sameTags, tags(before.idTags), tags(after.idTags));
  const from = before.description.trim();
  const to = after.description.trim();
  add('details.description', from !== to, from || text.none, to || text.none);
  return lines;
}

/**
 * "What changes": for an add the new entry, for a delete the entry that goes, for an edit each
 * value that differs, before and after. Follows the form as it is typed.
 */
export function ChangeSummary({ target, form }: { target: ChangeTarget; form: ChangeForm }) {
  const { t } = useTranslation('requests');
  const locale = useLocale();
  const names = useCatalogNames(asksForDetails(target));
  const kind = t(`kindLower.${target.kind}`);
  const openEnd = t('span.openEnd');
  const current = currentSpan(target);
  const proposed = proposedSpan(target, form);
  const spanText = ({ start, end }: Span) => {
    const span = formatSpan(start, end, locale, openEnd);
    const duration = formatSpanDuration(start, end, locale);
    return duration === null ? span : t('span.withDuration', { span, duration });
  };

  const body = (() => {
    if (target.requestType === RequestType.Delete && current !== null) {
      return <Text size="sm">{t('summary.delete', { kind, span: spanText(current) })}</Text>;
    }
    if (proposed === null) {
      return (
        <Text size="sm" c="dimmed">
          {t('summary.incomplete')}
        </Text>
      );
    }
    if (target.requestType === RequestType.Add) {
      if (proposed.end === null) {
        return (
          <Text size="sm">
            {t('summary.addDraft', { kind, start: formatMoment(proposed.start, locale) })}
          </Text>
        );
      }
      return <Text size="sm">{t('summary.add', { kind, span: spanText(proposed) })}</Text>;
    }
    const lines: ChangedLine[] = [];
    if (current !== null && current.start !== proposed.start) {
      lines.push({
        label: t('summary.start'),
        before: formatMoment(current.start, locale),
        after: formatMoment(proposed.start, locale),
      });
    }
    if (current !== null && proposed.end !== null && current.end !== proposed.end) {
      lines.push({
        label: t('summary.end'),
        before: current.end === null ? openEnd : formatMoment(current.end, locale),
        after: formatMoment(proposed.end, locale),
      });
      const before = formatSpanDuration(current.start, current.end, locale);
      const after = formatSpanDuration(proposed.start, proposed.end, locale);
      if (before !== null && after !== null && before !== after) {
        lines.push({ label: t('summary.duration'), before, after });
      }
    }
    if (target.kind === RequestKind.Activity) {
      lines.push(
        ...detailChanges(detailsOf(target), form.details, names, {
          none: t('details.noneShort'),
          unavailable: t('details.unavailable'),
          label: (key) => t(key),
        }),
      );
    }
    if (lines.length === 0) {
      return (
        <Text size="sm" c="dimmed">
          {t('summary.noChange')}
        </Text>
      );
    }
    return (
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {lines.map((line) => (
          <Group key={line.label} component="li" gap={6} wrap="wrap" align="baseline">
            <Text size="sm" fw={600}>
              {t('summary.label', { label: line.label })}
            </Text>
            <Text size="sm" c="dimmed" td="line-through">
              {line.before}
            </Text>
            <Text size="sm" aria-hidden>
              →
            </Text>
            <VisuallyHidden>{t('summary.to')}</VisuallyHidden>
            <Text size="sm" fw={500}>
              {line.after}
            </Text>
          </Group>
        ))}
      </Stack>
    );
  })();

  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
      <Stack gap={6} aria-live="polite">
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">
          {t('summary.title')}
        </Text>
        {body}
      </Stack>
    </Paper>
  );
}
