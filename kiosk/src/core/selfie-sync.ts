// Uploads the selfies kept on the device, each under the id its punch carries. The protocol lets
// the photo arrive before or after its entry, so uploads run beside the journal's sync.
import type { KioskApiClient } from './api-client.js';
import { isKioskError } from './kiosk-error.js';
import { singleFlight } from './single-flight.js';
import type { SelfieStore, StoredSelfie } from './storage-types.js';

/**
 * Refusals no retry changes (not a JPEG, too large, the id taken by another kiosk): keeping the
 * photo would block the queue for ever, and the punch is judged without it anyway.
 */
const FINAL_STATUSES = [400, 409, 413, 415, 422];

export interface SelfieSyncHooks {
  /** The number of selfies waiting changed. */
  changed(): void;
  /** The server refused a photo for good; it was removed from the device. */
  refused(selfie: StoredSelfie, message: string): void;
}

export class SelfieSync {
  /** Uploads every stored selfie; throws the API's KioskError when it cannot go on. */
  readonly run: () => Promise<void>;

  constructor(
    private readonly store: SelfieStore,
    private readonly api: KioskApiClient,
    private readonly hooks: SelfieSyncHooks,
  ) {
    this.run = singleFlight(() => this.drain());
  }

  private async drain(): Promise<void> {
    for (const selfie of await this.store.list()) {
      try {
        await this.api.uploadSelfie(selfie.id, selfie.jpeg, selfie.taken_at);
      } catch (error) {
        const status = isKioskError(error) ? error.details.status : undefined;
        if (!isKioskError(error) || status === undefined || !FINAL_STATUSES.includes(status)) {
          throw error;
        }
        await this.store.remove(selfie.id);
        this.hooks.refused(selfie, error.details.message);
        this.hooks.changed();
        continue;
      }
      await this.store.remove(selfie.id);
      this.hooks.changed();
    }
  }
}
