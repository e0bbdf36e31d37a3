import { Injectable } from '@nestjs/common';
import {
  FORGOTTEN_CLOCK_OUT_HOURS,
  type ForgottenClockOut,
  type KioskActivityPage,
  type KioskActivityQuery,
  type KioskIdentifyFailure,
  type KioskIdentifyRequest,
  type KioskIdentifyResponse,
  toUnixSeconds,
  WorkStatus,
} from '@punchcard/shared';
import { activityWindow, toPage } from '#src/common/http/keyset-page.js';
import { Clock } from '#src/common/time/clock.js';
import type { DeviceRecord } from '#src/modules/kiosks/index.js';
import { type SpanRow, toWorkspaceTime } from '#src/modules/workspace-times/index.js';
import { IdentifyRepository, type KioskMemberRow } from './identify.repository.js';
import { KioskIdentityService } from './kiosk-identity.service.js';
import { KioskSessions } from './kiosk-sessions.js';

/** What a kiosk shows once a member identified, and the failures managers review. */
@Injectable()
export class KioskIdentifyService {
  constructor(
    private readonly identity: KioskIdentityService,
    private readonly sessions: KioskSessions,
    private readonly reads: IdentifyRepository,
    private readonly clock: Clock,
  ) {}

  async identify(
    device: DeviceRecord,
    { method, value }: KioskIdentifyRequest,
  ): Promise<KioskIdentifyResponse> {
    const now = this.clock.now();
    const member = await this.identity.resolveMember(device, method, value, now, {
      live: true,
    });
    const idWorkspace = device.workspace.id;
    const day = await this.reads.memberDay(
      idWorkspace,
      member.id_user,
      device.workspace.timeZone,
      now,
    );
    const { open } = day;
    const workspaceTime = open ? toWorkspaceTime(open, day.breaks) : null;
    const openBreak = workspaceTime?.breaks.find((row) => row.end === null) ?? null;
    const session = this.sessions.issueWithExpiry(device, member.id_user);
    return {
      member: { id_user: member.id_user, name: kioskName(member), avatar: member.avatar },
      work_status: openBreak ? WorkStatus.Break : open ? WorkStatus.Working : WorkStatus.NotWorking,
      workspace_time: workspaceTime,
      break: openBreak,
      today_worked_seconds: Math.floor(day.workedSeconds),
      forgotten_clock_out: open ? forgotten(open, day.dayStart, now) : null,
      kiosk_session: session.token,
      kiosk_session_expires_at: session.expiresAt,
    };
  }

  /** One page of failures at the workspace's kiosks: 400 for a reversed range or a bad cursor. */
  async failures(
    idWorkspace: string,
    query: KioskActivityQuery,
  ): Promise<KioskActivityPage<KioskIdentifyFailure>> {
    const window = activityWindow(query);
    const rows = await this.reads.failuresPage(idWorkspace, window);
    return toPage(rows, window.limit, (row) => ({
      id: row.id,
      id_kiosk: row.id_kiosk,
      kiosk_name: row.kiosk_name,
      method: row.method,
      reason: row.reason,
      at: toUnixSeconds(row.created_at),
    }));
  }
}

/**
 * An open workspace time started before today (in the workspace's zone) or running for longer
 * than FORGOTTEN_CLOCK_OUT_HOURS: most likely a clock-out that was never punched.
 */
function forgotten(open: SpanRow, dayStart: Date, now: Date): ForgottenClockOut | null {
  const runningMs = now.getTime() - open.start_at.getTime();
  const stale = open.start_at < dayStart || runningMs > FORGOTTEN_CLOCK_OUT_HOURS * 60 * 60 * 1000;
  return stale ? { id_workspace_time: open.id, start: toUnixSeconds(open.start_at) } : null;
}

/**
 * The name the room sees: the workspace's nickname, else the full name (the workspace's, else
 * the account's), else the e-mail's local part: the address itself is not shown on a shared
 * screen (the members module's display rule with the e-mail hidden).
 */
function kioskName(row: KioskMemberRow): string {
  const first = row.member_first_name ?? row.first_name;
  const last = row.member_last_name ?? row.last_name;
  const full = [first, last].filter(Boolean).join(' ');
  return row.nickname || full || (row.email.split('@')[0] ?? '');
}
