// Identification on the device while the API is unreachable (docs/kiosk-protocol.md, section 8):
// badges and cards are checked against the verification material of GET /v1/kiosk/config, a PIN
// is taken to be verified by the server when the punch arrives. Refusals carry the keys the API
// would have answered, so the screens say the same thing online and offline.
import {
  cardHash,
  ErrorKey,
  isPinShaped,
  type KioskConfig,
  KioskMethod,
  normalizeCardUid,
  verifyBadge,
} from '@punchcard/shared';
import type { Identification } from './engine-types.js';
import { deviceRefusal } from './kiosk-error.js';
import type { MemberCache } from './member-cache.js';

const unknownCredential = () =>
  deviceRefusal(
    404,
    ErrorKey.KioskCredentialUnknown,
    'No member of this workspace has this badge or card.',
  );

/** The member a scanned badge names, when it holds offline; null otherwise. */
async function badgeMember(config: KioskConfig, scanned: string): Promise<string | null> {
  const verification = config.badge_verification;
  if (!verification) return null;
  const claims = await verifyBadge(verification.public_key, scanned);
  if (claims?.idWorkspace !== config.workspace.id) return null;
  if (claims.version < (verification.min_versions[claims.idUser] ?? 1)) return null;
  return verification.inactive_members.includes(claims.idUser) ? null : claims.idUser;
}

async function cardMember(config: KioskConfig, uid: string): Promise<string | null> {
  const verification = config.card_verification;
  if (!verification) return null;
  const hash = await cardHash(verification.salt, uid);
  return hash === null ? null : (verification.card_hashes[hash] ?? null);
}

export async function identifyOffline(
  config: KioskConfig,
  members: MemberCache,
  method: KioskMethod,
  read: string,
): Promise<Identification> {
  if (!config.enabled) {
    throw deviceRefusal(403, ErrorKey.KioskDisabled, 'The kiosk is turned off in this workspace.');
  }
  if (!config.methods.includes(method)) {
    throw deviceRefusal(
      403,
      ErrorKey.KioskMethodDisabled,
      `Identifying by ${method} is turned off in this workspace's kiosk settings.`,
    );
  }
  // Scanners and wedge readers end a read with a newline: journal strings are printable ASCII.
  const value = read.trim();
  if (method === KioskMethod.Pin) {
    if (!isPinShaped(value)) {
      throw deviceRefusal(400, ErrorKey.InvalidPin, 'No member of this workspace has this PIN.');
    }
    return { mode: 'offline', method, value, member: null, work_status: null };
  }
  const uid = method === KioskMethod.Nfc ? normalizeCardUid(value) : null;
  if (method === KioskMethod.Nfc && uid === null) throw unknownCredential();
  const idUser = uid === null ? await badgeMember(config, value) : await cardMember(config, uid);
  if (idUser === null) throw unknownCredential();
  return {
    mode: 'offline',
    method,
    value: uid ?? value,
    member: members.offlineMember(idUser),
    work_status: members.get(idUser)?.work_status ?? null,
  };
}
