import { type ProjectReportGroup, type ProjectReportRow } from '@punchcard/shared';
import type { ProjectReportRecord } from './project-reports.repository.js';

/** Whose money the caller may read: every row's, or only their own. */
export interface RateReader {
  readsAllRates: boolean;
  idViewer: string;
}

export const readsRateOf = (reader: RateReader, idUser: string): boolean =>
  reader.readsAllRates || idUser === reader.idViewer;

export function toProjectReportRow(
  record: ProjectReportRecord,
  groups: ProjectReportGroup,
  reader: RateReader,
): ProjectReportRow {
  const money = readsRateOf(reader, record.id_user);
  return {
    member: {
      id_user: record.id_user,
      name: record.name,
      email: record.email,
      avatar: record.avatar,
    },
    group:
      groups === 'member'
        ? null
        : {
            kind: groups,
            key: record.group_key,
            label: record.group_label,
            ...(record.task_kind ? { task_kind: record.task_kind } : {}),
          },
    // Rates have no history: the rate that priced the row is the one new time gets now.
    rate: money ? record.rate : null,
    current_rate: money ? record.rate : null,
    duration: record.duration,
    cost: money ? record.cost : null,
    start: record.start,
    end: record.end,
  };
}
