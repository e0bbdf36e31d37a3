// A protocol-level stand-in for the API's device calls, for the engine's tests: it checks the
// journal with shared's verifyJournal exactly as the server does (duplicates for resends, refusals
// that do not move the head) and answers with the API's statuses and error keys.
import {
  type ChainHead,
  ErrorKey,
  type KioskConfig,
  type KioskHeartbeatRequest,
  type KioskIdentifyResponse,
  type KioskPublicKey,
  type PunchEntry,
  type PunchResult,
  verifyJournal,
} from '@punchcard/shared';
import type { FetchLike } from '../api-client.js';
import { randomUuid } from '../web-crypto.js';

type Init = Parameters<FetchLike>[1];

export const FAKE_KIOSK_ID = '4a52190d-39da-45e8-9ba1-75050d68b029';
export const FAKE_WORKSPACE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

export function fakeConfig(overrides: Partial<KioskConfig> = {}): KioskConfig {
  return {
    kiosk: { id: FAKE_KIOSK_ID, name: 'Front door' },
    workspace: { id: FAKE_WORKSPACE_ID, name: 'Acme', avatar: null, time_zone: 'Asia/Tokyo' },
    enabled: true,
    default_locale: 'en',
    methods: ['pin', 'qr', 'nfc'],
    selfie_required: false,
    badge_verification: null,
    card_verification: null,
    config_version: 'v1',
    ...overrides,
  };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** The JSON body of a call (every device call but the selfie upload sends one). */
const bodyOf = (init: Init): unknown =>
  JSON.parse(typeof init.body === 'string' ? init.body : '{}');

const refusal = (status: number, key: ErrorKey, message = key) =>
  json(status, { status_code: status, error_key: key, message });

export class FakeKioskServer {
  /** The network is down: every call fails before reaching the server. */
  offline = false;
  locked = false;
  revoked = false;
  config = fakeConfig();
  pairingCodes = new Set(['ACDE3467']);
  /** value -> the answer identify gives for it; everything else is unknown. */
  members = new Map<string, KioskIdentifyResponse>();
  /** A business refusal for an entry that joins the chain (the web clock's rules). */
  businessRule: (entry: PunchEntry) => { error_key: ErrorKey; message: string } | null = () => null;
  /** The next batches are applied, but their answers are lost on the way back (a crash). */
  loseAnswers = 0;
  /** The next selfie uploads answer this status instead. */
  selfieFailures: number[] = [];
  publicKey: KioskPublicKey | null = null;
  head: ChainHead | null = null;
  readonly records = new Map<number, { hash: string; result: PunchResult }>();
  /** Every entry applied, in the order applied: what exactly-once is checked against. */
  readonly applied: PunchEntry[] = [];
  readonly selfies = new Map<string, Blob>();
  readonly calls: string[] = [];
  readonly heartbeats: KioskHeartbeatRequest[] = [];
  private token: string | null = null;

  readonly fetch: FetchLike = async (url, init) => {
    const path = new URL(url, 'http://kiosk.test').pathname;
    if (this.offline) throw new TypeError('fetch failed');
    this.calls.push(`${init.method} ${path}`);
    if (path === '/v1/kiosk/pair') return this.pair(init);
    const denied = this.guard(path, init);
    if (denied) return denied;
    switch (path) {
      case '/v1/kiosk/config':
        return json(200, this.config);
      case '/v1/kiosk/heartbeat':
        this.heartbeats.push(bodyOf(init) as KioskHeartbeatRequest);
        return json(200, { locked: this.locked, config_version: this.config.config_version });
      case '/v1/kiosk/identify':
        return this.identify(init);
      case '/v1/kiosk/punches':
        return this.punches(init);
      case '/v1/kiosk/selfies':
        return this.selfie(init);
      case '/v1/kiosk/presence':
        return json(200, { members: [] });
      default:
        return refusal(404, ErrorKey.NotFound);
    }
  };

  private guard(path: string, init: Init): Response | null {
    const token = /^Kiosk (.+)$/.exec(init.headers.authorization ?? '')?.[1];
    if (this.revoked || !token || token !== this.token) {
      return refusal(401, ErrorKey.Unauthorized);
    }
    if (this.locked && path !== '/v1/kiosk/heartbeat') return refusal(403, ErrorKey.KioskLocked);
    const informed = ['/v1/kiosk/heartbeat', '/v1/kiosk/config'].includes(path);
    if (!this.config.enabled && !informed) return refusal(403, ErrorKey.KioskDisabled);
    return null;
  }

  private pair(init: Init): Response {
    const body = bodyOf(init) as { code: string; public_key: KioskPublicKey };
    if (!this.pairingCodes.delete(body.code)) {
      return refusal(400, ErrorKey.KioskPairingCodeInvalid);
    }
    this.publicKey = body.public_key;
    this.token = `tok_${randomUuid().replace(/-/g, '')}`;
    this.revoked = false;
    return json(201, {
      token: this.token,
      kiosk: this.config.kiosk,
      workspace: this.config.workspace,
      journal_head: this.head,
    });
  }

  private identify(init: Init): Response {
    const { method, value } = bodyOf(init) as { method: string; value: string };
    const found = this.members.get(value);
    if (found) return json(200, found);
    return method === 'pin'
      ? refusal(400, ErrorKey.InvalidPin)
      : refusal(404, ErrorKey.KioskCredentialUnknown);
  }

  private async punches(init: Init): Promise<Response> {
    const { punches } = bodyOf(init) as { punches: PunchEntry[] };
    if (!this.publicKey) return refusal(412, ErrorKey.KioskPreconditionFailed);
    const verdict = await verifyJournal(this.publicKey, this.head, punches, {
      kioskId: this.config.kiosk.id,
      recordedHash: (seq) => this.records.get(seq)?.hash,
    });
    const results: PunchResult[] = verdict.checks.map((check, index) => {
      const entry = punches[index] as PunchEntry;
      const base = { id: entry.id, seq: entry.seq };
      if (check.status === 'duplicate') {
        const first = this.records.get(entry.seq)?.result;
        return first?.status === 'rejected' ? first : { ...base, status: 'duplicate' };
      }
      if (check.status === 'refused') {
        const key = `kiosk.punch.${check.reason}` as ErrorKey;
        return { ...base, status: 'rejected', error_key: key, message: check.detail };
      }
      return { ...base, status: 'applied' };
    });
    for (const index of verdict.applyOrder) {
      const entry = punches[index] as PunchEntry;
      const business = this.businessRule(entry);
      const result: PunchResult = business
        ? { id: entry.id, seq: entry.seq, status: 'rejected', ...business }
        : { id: entry.id, seq: entry.seq, status: 'applied' };
      if (!business) this.applied.push(entry);
      this.records.set(entry.seq, { hash: entry.hash, result });
      results[index] = result;
    }
    this.head = verdict.head;
    if (this.loseAnswers > 0) {
      this.loseAnswers -= 1;
      throw new TypeError('fetch failed: the answer was lost');
    }
    return json(200, { results, head: this.head });
  }

  private selfie(init: Init): Response {
    const status = this.selfieFailures.shift();
    if (status !== undefined) return refusal(status, ErrorKey.ServiceUnavailable);
    const form = init.body as FormData;
    const id = form.get('id');
    if (typeof id !== 'string') return refusal(400, ErrorKey.BadRequest);
    const file = form.get('file');
    if (!(file instanceof Blob)) return refusal(400, ErrorKey.BadRequest);
    this.selfies.set(id, file);
    return json(201, { id });
  }
}

/** What identify answers for a member who is not clocked in. */
export function identified(idUser: string, name: string): KioskIdentifyResponse {
  return {
    member: { id_user: idUser, name, avatar: null },
    work_status: 'NOT_WORKING',
    workspace_time: null,
    break: null,
    today_worked_seconds: 0,
    forgotten_clock_out: null,
    kiosk_session: `ks.${idUser.slice(0, 8)}`,
    kiosk_session_expires_at: 4_102_444_800,
  };
}
