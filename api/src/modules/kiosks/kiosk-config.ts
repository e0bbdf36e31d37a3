import { createHash } from 'node:crypto';
import {
  knownLocale,
  type KioskBadgeVerification,
  type KioskCardVerification,
  type KioskConfig,
  KioskMethod,
} from '@punchcard/shared';
import type { DeviceRecord } from './kiosks.repository.js';

/**
 * What a kiosk needs to run, from the rows its token found. The version is a hash of everything
 * else in the answer, so it changes exactly when the answer does (a renamed kiosk, a settings
 * flag, a new avatar, a rotated badge, a bound card) with no counter to keep in step with every
 * writer. A method's material is sent only while the method is on.
 */
export function kioskConfig(
  { kiosk, workspace, creatorLocale }: DeviceRecord,
  material: { badge: KioskBadgeVerification; card: KioskCardVerification },
): KioskConfig {
  const methods: KioskMethod[] = [];
  if (workspace.isPinEnabled) methods.push(KioskMethod.Pin);
  if (workspace.isQrcodeEnabled) methods.push(KioskMethod.Qr);
  if (workspace.isNfcEnabled) methods.push(KioskMethod.Nfc);
  const content: Omit<KioskConfig, 'config_version'> = {
    kiosk: { id: kiosk.id, name: kiosk.name },
    workspace: {
      id: workspace.id,
      name: workspace.name,
      avatar: workspace.avatar,
      time_zone: workspace.timeZone,
    },
    enabled: workspace.isKioskEnabled,
    // The workspace keeps no language of its own: its creator's is the best guess for the room.
    default_locale: knownLocale(creatorLocale),
    methods,
    selfie_required: workspace.isPictureEnabled,
    // Null tells the kiosk it has nothing to verify with: the method is off.
    badge_verification: workspace.isQrcodeEnabled ? material.badge : null,
    card_verification: workspace.isNfcEnabled ? material.card : null,
  };
  return { ...content, config_version: versionOf(content) };
}

function versionOf(content: object): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 22);
}
