import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Clock } from '#src/common/time/clock.js';
import { SeatChanges, SeatsRepository } from '#src/modules/members/index.js';
import { BillingGate } from './billing-gate.js';
import { BillingRepository } from './billing.repository.js';
import { BillingSync } from './billing-sync.service.js';
import { providerCall } from './provider-call.js';

/**
 * Keeps the live subscription's quantity equal to the workspace's seats (active and invited
 * members), prorated by the provider. It runs after the member change committed and sets the
 * count, never adds to it, so running twice or late is harmless. Syncs of one workspace run one
 * after another in this process, each counting afresh; one that fails is logged and the billing
 * sweep, which syncs every live subscription, retries it.
 */
@Injectable()
export class SeatSync implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('SeatSync');
  /** The latest sync queued per workspace. */
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    private readonly changes: SeatChanges,
    private readonly seats: SeatsRepository,
    private readonly billing: BillingRepository,
    private readonly sync: BillingSync,
    private readonly clock: Clock,
    private readonly gate: BillingGate,
  ) {}

  onModuleInit(): void {
    if (!this.gate.enabled) return;
    this.changes.listen((idWorkspace) => {
      this.schedule(idWorkspace);
    });
  }

  /** Queues a sync of the workspace; never throws. */
  schedule(idWorkspace: string): void {
    const previous = this.queues.get(idWorkspace) ?? Promise.resolve();
    const next = previous
      .then(() => this.syncSeats(idWorkspace))
      .then(
        () => undefined,
        (error: unknown) => {
          this.logger.error(
            `Seats of workspace ${idWorkspace} not synced (the sweep retries): ${error instanceof Error ? error.message : String(error)}`,
          );
        },
      );
    this.queues.set(idWorkspace, next);
    void next.finally(() => {
      if (this.queues.get(idWorkspace) === next) this.queues.delete(idWorkspace);
    });
  }

  /**
   * Sets the quantity to the seat count when they differ; answers whether it changed anything.
   * An incomplete subscription is left alone: its first invoice is being paid as it was drawn.
   */
  async syncSeats(idWorkspace: string): Promise<boolean> {
    if (!this.gate.enabled) return false;
    const provider = this.gate.provider();
    const live = await this.billing.liveSubscription(idWorkspace);
    if (!live || live.status === 'incomplete') return false;
    const seats = Math.max(1, await this.seats.taken(idWorkspace, this.clock.now()));
    if (seats === live.quantity) return false;
    const sub = await providerCall('Changing the seats', () =>
      provider.updateSubscription(live.id, { quantity: seats }),
    );
    await this.sync.apply(idWorkspace, sub);
    return true;
  }

  /** Resolves once every sync queued so far has finished. */
  async settled(): Promise<void> {
    while (this.queues.size > 0) await Promise.all([...this.queues.values()]);
  }

  onApplicationShutdown(): Promise<void> {
    return this.settled();
  }
}
