import { Inject, Injectable } from '@nestjs/common';
import { ErrorKey, Role, SsoService, type SsoRequirement } from '@punchcard/shared';
import type { AuthContext, WorkspaceAccess } from '#src/auth/auth-context.js';
import { conflict, forbidden, notFound } from '#src/common/errors/app.exception.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { SsoLinksRepository } from '#src/modules/sso-links/index.js';
import { WorkspaceSettingsService } from '#src/modules/workspaces/index.js';

const DECIDERS: readonly Role[] = [Role.Owner, Role.SuperOwner];

/** A workspace's requirement that its members sign in through the company's OpenID provider. */
@Injectable()
export class SsoRequirementService {
  constructor(
    private readonly settings: WorkspaceSettingsService,
    private readonly links: SsoLinksRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Only an owner decides, as it changes how everyone gets in; turning it on needs the provider
   * configured and linked to the deciding owner, who would otherwise lock themselves out.
   */
  async set(
    auth: AuthContext,
    access: WorkspaceAccess,
    isRequired: boolean,
  ): Promise<SsoRequirement> {
    if (!DECIDERS.includes(access.role)) {
      throw forbidden(ErrorKey.Forbidden, 'Only an owner can change how members sign in.');
    }
    if (isRequired) {
      if (this.config.sso.oidc === undefined) {
        throw conflict(
          ErrorKey.SsoProviderDisabled,
          'This install has no company sign-in configured (OIDC_ISSUER).',
        );
      }
      const linked = await this.links.listForUser(auth.user.id);
      if (!linked.some((link) => link.service === SsoService.Oidc)) {
        throw notFound(
          ErrorKey.SsoNotLinked,
          `Link ${this.config.sso.oidc.name} to your account first, or you could not sign in.`,
        );
      }
    }
    await this.settings.setOidcRequired(access, isRequired);
    return { is_oidc_required: isRequired };
  }
}
