import { Global, Module } from '@nestjs/common';
import { UsersModule } from '#src/modules/users/index.js';
import { MembersModule } from '#src/modules/members/index.js';
import { PermissionsModule } from '#src/modules/permissions/index.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import { AuthGuard } from './auth.guard.js';
import { AuthThrottlerGuard } from './auth-throttle.js';
import { CsrfGuard } from './csrf.guard.js';
import { PasswordHasher } from './password-hasher.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';
import { WorkspaceAccessService } from './workspace-access.service.js';

/** Credentials and access: global so every domain can check permissions and end sessions. */
@Global()
@Module({
  imports: [UsersModule, MembersModule, PermissionsModule],
  providers: [
    ApiKeysRepository,
    SessionsRepository,
    SessionsService,
    PasswordHasher,
    WorkspaceAccessService,
    AuthGuard,
    CsrfGuard,
    AuthThrottlerGuard,
  ],
  exports: [
    SessionsService,
    PasswordHasher,
    WorkspaceAccessService,
    AuthGuard,
    CsrfGuard,
    AuthThrottlerGuard,
  ],
})
export class AuthModule {}
