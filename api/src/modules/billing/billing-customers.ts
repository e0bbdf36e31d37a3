import { Injectable } from '@nestjs/common';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { BillingRepository } from './billing.repository.js';
import type { BillingProvider } from './provider/billing-provider.js';
import { providerCall } from './provider-call.js';

/**
 * A workspace's customer at the provider, created the first time billing needs one. The
 * idempotency key is the workspace's, so two first uses at once ask for one customer, and the
 * first row stored wins (one row per workspace).
 */
@Injectable()
export class BillingCustomers {
  constructor(private readonly billing: BillingRepository) {}

  async ensure(access: WorkspaceAccess, provider: BillingProvider): Promise<string> {
    const idWorkspace = access.workspace.id;
    const stored = await this.billing.customerOf(idWorkspace);
    if (stored !== undefined) return stored;
    const email = await this.billing.emailOf(access.member.idUser);
    const created = await providerCall('Creating the customer', () =>
      provider.createCustomer({
        workspaceId: idWorkspace,
        email,
        name: access.workspace.name,
        idempotencyKey: `punchcard-customer-${idWorkspace}`,
      }),
    );
    return this.billing.insertCustomer(idWorkspace, created.id);
  }
}
