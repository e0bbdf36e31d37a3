import { Body, Controller, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorKey, type SsoRequirement } from '@punchcard/shared';
import type { AuthContext, WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess, CurrentAuth } from '#src/auth/auth.decorators.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { SsoRequirementDto } from './sso.dto.js';
import { SsoRequirementService } from './sso-requirement.service.js';

@ApiTags('workspaces')
@Controller('workspaces')
export class SsoRequirementController {
  constructor(private readonly requirement: SsoRequirementService) {}

  @Patch('sso-requirement')
  // The owner's own link decides whether it may be turned on: a key acts for no person.
  @Authenticated({ workspace: 'active', apiKey: false })
  @ApiOperation({ summary: "Require the company's provider to sign in (active workspace)" })
  @ApiErrors(ErrorKey.Forbidden, ErrorKey.SsoProviderDisabled, ErrorKey.SsoNotLinked)
  @ApiOkResponse({ type: SsoRequirementDto })
  set(
    @CurrentAuth() auth: AuthContext,
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: SsoRequirementDto,
  ): Promise<SsoRequirement> {
    return this.requirement.set(auth, access, dto.is_oidc_required);
  }
}
