import { Inject, Injectable } from '@nestjs/common';
import type { KeyObject } from 'node:crypto';
import type { KioskPublicKey } from '@punchcard/shared';
import { SECRETS, type Secrets } from '#src/config/secrets.js';
import { BadgesRepository } from './badges.repository.js';
import {
  derivedKey,
  newBadgeKey,
  newCardSalt,
  privateKeyFrom,
  publicKeyFrom,
  seal,
  unseal,
} from './credential-crypto.js';

/** A workspace's credential keys, ready to use. */
export interface WorkspaceKeys {
  kid: string;
  publicJwk: KioskPublicKey;
  publicKey: KeyObject;
  privateKey: KeyObject;
  cardSalt: string;
}

/**
 * Per-workspace badge keys and card salts, made on first use and then kept in memory: they never
 * change once stored (a new key would be a new kid, which nothing makes yet), so every instance
 * may cache what the first one stored.
 */
@Injectable()
export class CredentialKeys {
  private readonly cache = new Map<string, WorkspaceKeys>();
  private readonly sealKey: Buffer;
  readonly uidKey: Buffer;

  constructor(
    private readonly badges: BadgesRepository,
    @Inject(SECRETS) secrets: Secrets,
  ) {
    this.sealKey = derivedKey(secrets.badge, 'kiosk badge key seal');
    this.uidKey = derivedKey(secrets.badge, 'nfc uid hash');
  }

  /** The workspace's keys, made and stored when it has none yet. */
  async of(idWorkspace: string): Promise<WorkspaceKeys> {
    const cached = this.cache.get(idWorkspace);
    if (cached) return cached;
    let stored = await this.badges.keys(idWorkspace);
    if (!stored) {
      const made = newBadgeKey();
      stored = await this.badges.keepKeys(idWorkspace, {
        kid: made.kid,
        publicKey: { ...made.publicKey },
        privateKeySealed: seal(this.sealKey, idWorkspace, made.privateKeyDer),
        cardSalt: newCardSalt(),
      });
    }
    const publicJwk = stored.publicKey as unknown as KioskPublicKey;
    const keys: WorkspaceKeys = {
      kid: stored.kid,
      publicJwk: { kty: 'EC', crv: 'P-256', x: publicJwk.x, y: publicJwk.y },
      publicKey: publicKeyFrom(publicJwk),
      privateKey: privateKeyFrom(unseal(this.sealKey, idWorkspace, stored.privateKeySealed)),
      cardSalt: stored.cardSalt,
    };
    this.cache.set(idWorkspace, keys);
    return keys;
  }
}
