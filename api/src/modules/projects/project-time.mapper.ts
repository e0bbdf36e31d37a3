import type { ProjectActivity, ProjectMemberTotal } from '@punchcard/shared';
import type { MemberTotalRow, ProjectActivityRow } from './project-time.repository.js';
import { visibleName } from './projects.mapper.js';

const MONEY = /^(\d+)(?:\.(\d{1,2}))?$/;

/** Exact cents of a non-negative numeric text such as "12.5" or "1234.56". */
function centsOf(value: string): bigint {
  const match = MONEY.exec(value);
  if (!match) throw new RangeError(`Not an amount of money: ${value}`);
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** The sum of amounts of money as a decimal string with two decimals; no float ever holds it. */
export function sumMoney(values: readonly string[]): string {
  const cents = values.reduce((sum, value) => sum + centsOf(value), 0n);
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** numeric(12,2) text as the wire writes money: always two decimals ("25.50"). */
export function moneyText(value: string): string {
  return sumMoney([value]);
}

export function toProjectMemberTotal(
  row: MemberTotalRow,
  show: { readsRate: boolean; showEmail: boolean },
): ProjectMemberTotal {
  return {
    id_user: row.id_user,
    name: visibleName(row, show.showEmail),
    is_member: row.is_member,
    duration: row.duration,
    hourly_rate: show.readsRate ? moneyText(row.hourly_rate) : null,
    cost: show.readsRate ? moneyText(row.cost) : null,
  };
}

export function toProjectActivity(row: ProjectActivityRow, showEmail: boolean): ProjectActivity {
  return {
    id: row.id,
    id_user: row.id_user,
    member_name: visibleName(row, showEmail),
    id_task: row.id_task,
    task_name: row.task_name,
    is_task_hidden: row.is_task_hidden,
    category: row.category,
    tags: row.tags,
    description: row.description,
    start: row.start,
    end: row.end,
  };
}
