import { Injectable } from '@nestjs/common';
import { ErrorKey, isPinShaped, KioskIdentifyFailureReason, KioskMethod } from '@punchcard/shared';
import {
  AppException,
  badRequest,
  conflict,
  forbidden,
  notFound,
} from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import type { DeviceRecord } from '#src/modules/kiosks/index.js';
import { KioskCredentialsService } from '#src/modules/kiosk-credentials/index.js';
import { IdentifyRepository, type KioskMemberRow } from './identify.repository.js';
import {
  KIOSK_FAILURE_POLICY,
  type LockoutGate,
  Lockouts,
  WORKSPACE_FAILURE_POLICY,
} from './lockouts.js';
import { PinHasher } from './pin-hasher.js';

type Outcome = KioskMemberRow | KioskIdentifyFailureReason;

/**
 * Who a PIN, badge or card names at a kiosk: exactly one ACTIVE member of the kiosk's workspace,
 * or a refusal. Every refusal is recorded for managers (never the value) and spends the kiosk's
 * and the workspace's failure budgets in the shared throttle store; while either waits, nothing
 * is looked up at all (429 with Retry-After).
 */
@Injectable()
export class KioskIdentityService {
  constructor(
    private readonly reads: IdentifyRepository,
    private readonly hasher: PinHasher,
    private readonly lockouts: Lockouts,
    private readonly clock: Clock,
    private readonly credentials: KioskCredentialsService,
  ) {}

  async resolve(
    device: DeviceRecord,
    method: KioskMethod,
    value: string,
    at: Date,
    gate?: LockoutGate,
  ): Promise<{ idUser: string }> {
    const options = { live: false, gate };
    return { idUser: (await this.resolveMember(device, method, value, at, options)).id_user };
  }

  /**
   * The lock-out gate of a run of identifications at this kiosk (an offline batch): the kiosk's
   * and the workspace's waits read once for the whole run instead of once per credential.
   */
  lockoutGate(device: DeviceRecord): Promise<LockoutGate> {
    return this.lockouts.gate(...budgetsOf(device).map(([key]) => key));
  }

  /**
   * As `resolve`, with what the kiosk shows of the member. `live`: the member stands at the
   * kiosk now (identify), so an unknown card may be enrolled if a manager asked for it; never for
   * an offline punch arriving later. `gate`: the run's lock-out gate, else the waits are read now.
   */
  async resolveMember(
    device: DeviceRecord,
    method: KioskMethod,
    value: string,
    at: Date,
    { live, gate }: { live: boolean; gate?: LockoutGate } = { live: false },
  ): Promise<KioskMemberRow> {
    requireEnabled(device, method);
    const budgets = budgetsOf(device);
    if (gate) gate.requireOpen();
    else await this.lockouts.requireOpen(...budgets.map(([key]) => key));
    const outcome = await this.lookUp(device, method, value, at, live);
    if (typeof outcome !== 'string') return outcome;
    await Promise.all([
      this.reads.recordFailure(
        { idWorkspace: device.workspace.id, idKiosk: device.kiosk.id, method },
        outcome,
        this.clock.now(),
      ),
      gate ? gate.fail(budgets) : this.lockouts.fail(budgets),
    ]);
    throw refusal(method, outcome);
  }

  private async lookUp(
    device: DeviceRecord,
    method: KioskMethod,
    value: string,
    at: Date,
    live: boolean,
  ): Promise<Outcome> {
    const idWorkspace = device.workspace.id;
    if (method === KioskMethod.Pin) {
      // A malformed PIN names nobody; it still counts, so no query is needed to refuse it.
      if (!isPinShaped(value)) return KioskIdentifyFailureReason.Unknown;
      const found = await this.reads.membersByPin(idWorkspace, this.hasher.hash(value));
      // Two members with one PIN (possible when a membership joined later): never pick one.
      if (found.length > 1) return KioskIdentifyFailureReason.Ambiguous;
      return found[0] ?? KioskIdentifyFailureReason.Unknown;
    }
    const idUser =
      method === KioskMethod.Qr
        ? await this.credentials.memberForBadge(idWorkspace, value, at)
        : ((await this.credentials.memberForCard(idWorkspace, value, at)) ??
          (live ? (await this.enrol(device, value, at))?.idUser : undefined));
    const member = idUser ? await this.reads.activeMember(idWorkspace, idUser) : undefined;
    return member ?? KioskIdentifyFailureReason.Unknown;
  }

  private enrol(device: DeviceRecord, uid: string, at: Date) {
    return this.credentials.enrolIfPending(enrolOn(device), uid, at);
  }
}

/** A manager's pending enrolment on this kiosk binds the unknown card (see the credentials). */
function enrolOn(device: DeviceRecord) {
  return { kiosk: { id: device.kiosk.id, idWorkspace: device.workspace.id } };
}

function requireEnabled(device: DeviceRecord, method: KioskMethod): void {
  const { isPinEnabled, isQrcodeEnabled, isNfcEnabled } = device.workspace;
  const enabled = { pin: isPinEnabled, qr: isQrcodeEnabled, nfc: isNfcEnabled }[method];
  if (!enabled) {
    throw forbidden(
      ErrorKey.KioskMethodDisabled,
      `Identifying by ${method} is turned off in this workspace's kiosk settings.`,
    );
  }
}

/** The kiosk's own budget, and its workspace's across all its kiosks. */
function budgetsOf(device: DeviceRecord): [string, typeof KIOSK_FAILURE_POLICY][] {
  return [
    [`kiosk-identify|kiosk|${device.kiosk.id}`, KIOSK_FAILURE_POLICY],
    [`kiosk-identify|workspace|${device.workspace.id}`, WORKSPACE_FAILURE_POLICY],
  ];
}

function refusal(method: KioskMethod, reason: KioskIdentifyFailureReason): AppException {
  if (reason === KioskIdentifyFailureReason.Ambiguous) {
    return conflict(
      ErrorKey.KioskPinAmbiguous,
      'Several members of this workspace use this PIN; each must choose a new one.',
    );
  }
  return method === KioskMethod.Pin
    ? badRequest(ErrorKey.InvalidPin, 'No member of this workspace has this PIN.')
    : notFound(
        ErrorKey.KioskCredentialUnknown,
        'No member of this workspace has this badge or card.',
      );
}
