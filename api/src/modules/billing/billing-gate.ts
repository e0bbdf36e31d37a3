import { Inject, Injectable } from '@nestjs/common';
import { BillingMode, ErrorKey, Role, sameRole } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { conflict, forbidden } from '#src/common/errors/app.exception.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { BillingProvider } from './provider/billing-provider.js';

/**
 * Who may touch billing, and whether there is any: without billing (BILLING unset) every billing
 * call answers 409 billing_disabled; with it, the super owner changes billing (it spends the
 * workspace's money) and owners may look (documented in the README).
 */
@Injectable()
export class BillingGate {
  readonly enabled: boolean;

  constructor(
    private readonly active: BillingProvider,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.enabled = config.billing !== BillingMode.None;
  }

  /** The provider that runs; 409 billing_disabled without billing. */
  provider(): BillingProvider {
    if (!this.enabled) {
      throw conflict(ErrorKey.BillingDisabled, 'Billing is not set up on this server.');
    }
    return this.active;
  }

  /** For reads: owners and the super owner. */
  toRead(access: WorkspaceAccess): BillingProvider {
    const provider = this.provider();
    if (!sameRole(access.role, Role.SuperOwner) && !sameRole(access.role, Role.Owner)) {
      throw forbidden(ErrorKey.Forbidden, 'Only owners see the workspace’s billing.');
    }
    return provider;
  }

  /** For changes: the super owner only. */
  toWrite(access: WorkspaceAccess): BillingProvider {
    const provider = this.provider();
    if (!sameRole(access.role, Role.SuperOwner)) {
      throw forbidden(ErrorKey.Forbidden, 'Only a super owner changes the workspace’s billing.');
    }
    return provider;
  }
}
