import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import { AuthGuard } from './auth/auth.guard.js';
import { AUTH_THROTTLE_LIMIT, AUTH_THROTTLE_TTL_MS } from './auth/auth-throttle.js';
import { AuthModule } from './auth/auth.module.js';
import { CsrfGuard } from './auth/csrf.guard.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { createValidationPipe } from './common/http/validation.pipe.js';
import { Clock } from './common/time/clock.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { SECRETS, type Secrets } from './config/secrets.js';
import type { DatabaseTarget } from './database/data-source-options.js';
import { DatabaseModule } from './database/database.module.js';
import { AccountsModule } from './modules/accounts/accounts.module.js';
import { ActivitiesModule } from './modules/activities/activities.module.js';
import { BreaksModule } from './modules/breaks/breaks.module.js';
import { WorkspaceTimesModule } from './modules/workspace-times/workspace-times.module.js';
import { CategoriesModule } from './modules/categories/categories.module.js';
import { ClientErrorsModule } from './modules/client-errors/client-errors.module.js';
import { ClientsModule } from './modules/clients/clients.module.js';
import { IdempotencyModule } from './modules/idempotency/idempotency.module.js';
import { InvitationsModule } from './modules/invitations/invitations.module.js';
import { PreferencesModule } from './modules/preferences/preferences.module.js';
import { ProjectsModule } from './modules/projects/projects.module.js';
import { RequestsModule } from './modules/requests/requests.module.js';
import { RetentionModule } from './modules/retention/retention.module.js';
import { SearchModule } from './modules/search/search.module.js';
import { TagsModule } from './modules/tags/tags.module.js';
import { TasksModule } from './modules/tasks/tasks.module.js';
import { UploadsModule } from './modules/uploads/uploads.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { MembersModule } from './modules/members/members.module.js';
import { PermissionsModule } from './modules/permissions/permissions.module.js';
import { WorkspacesModule } from './modules/workspaces/workspaces.module.js';

export interface AppOptions {
  config: AppConfig;
  secrets: Secrets;
  database: DatabaseTarget;
  clock: Clock;
}

/** Process-wide values every module may inject. */
@Global()
@Module({})
class CoreModule {
  static forRoot({ config, secrets, clock }: AppOptions): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: SECRETS, useValue: secrets },
        { provide: Clock, useValue: clock },
      ],
      exports: [APP_CONFIG, SECRETS, Clock],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(options: AppOptions): DynamicModule {
    const { config } = options;
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(options),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            // Credentials never reach the log; bodies (passwords, codes) are not logged at all.
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
            ],
          },
        }),
        ThrottlerModule.forRoot({
          throttlers: [
            {
              name: 'auth',
              ttl: AUTH_THROTTLE_TTL_MS,
              limit: AUTH_THROTTLE_LIMIT * config.throttleLimitScale,
            },
          ],
        }),
        ScheduleModule.forRoot(),
        DatabaseModule.forRoot(options.database),
        RetentionModule,
        IdempotencyModule,
        MailModule,
        AuthModule,
        HealthModule,
        ClientErrorsModule,
        UploadsModule,
        AccountsModule,
        PreferencesModule,
        InvitationsModule,
        // Static `/workspaces/<word>` routes first: `/workspaces/{id}` must not capture them.
        PermissionsModule,
        MembersModule,
        ClientsModule,
        TagsModule,
        CategoriesModule,
        ProjectsModule,
        TasksModule,
        SearchModule,
        BreaksModule,
        WorkspaceTimesModule,
        WorkspacesModule,
        // After WorkspacesModule: its static PATCH /activities/settings must win over /activities/{id}.
        ActivitiesModule,
        // Last: see RequestsModule.
        RequestsModule,
      ],
      providers: [
        { provide: APP_GUARD, useExisting: CsrfGuard },
        { provide: APP_GUARD, useExisting: AuthGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
