import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { ThrottlerModule, type ThrottlerStorage } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import { AuthGuard } from './auth/auth.guard.js';
import { AUTH_THROTTLE_LIMIT, AUTH_THROTTLE_TTL_MS } from './auth/auth-throttle.js';
import { AuthModule } from './auth/auth.module.js';
import { CsrfGuard } from './auth/csrf.guard.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { JobsModule } from './common/jobs/jobs.module.js';
import {
  SHARED_THROTTLER_STORAGE,
  ThrottlingModule,
} from './common/throttling/throttling.module.js';
import { createValidationPipe } from './common/http/validation.pipe.js';
import { loggerOptions } from './common/logging/logger-options.js';
import { Clock } from './common/time/clock.js';
import { PlanRules } from './common/plans/plan-rules.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { SECRETS, type Secrets } from './config/secrets.js';
import type { DatabaseTarget } from './database/data-source-options.js';
import { DatabaseModule } from './database/database.module.js';
import { AccountsModule } from './modules/accounts/index.js';
import { SsoModule } from './modules/sso/index.js';
import { ActivitiesModule } from './modules/activities/index.js';
import { BillingModule } from './modules/billing/index.js';
import { BreaksModule } from './modules/breaks/index.js';
import { WorkspaceTimesModule } from './modules/workspace-times/index.js';
import { CategoriesModule } from './modules/categories/index.js';
import { ClientErrorsModule } from './modules/client-errors/index.js';
import { FeedbackModule } from './modules/feedback/index.js';
import { ClientsModule } from './modules/clients/index.js';
import { IdempotencyModule } from './modules/idempotency/index.js';
import { InvitationsModule } from './modules/invitations/index.js';
import { KiosksModule } from './modules/kiosks/index.js';
import { KioskPunchesModule } from './modules/kiosk-punches/index.js';
import { KioskIdentityModule } from './modules/kiosk-identity/index.js';
import { KioskCredentialsModule } from './modules/kiosk-credentials/index.js';
import { PreferencesModule } from './modules/preferences/index.js';
import { ProjectsModule } from './modules/projects/index.js';
import { MemberReportsModule } from './modules/member-reports/index.js';
import { ProjectReportsModule } from './modules/project-reports/index.js';
import { ReportsModule } from './modules/reports/index.js';
import { SchedulesModule } from './modules/schedules/index.js';
import { SealsModule } from './modules/seals/index.js';
import { SuggestionsModule } from './modules/suggestions/index.js';
import { RequestsModule } from './modules/requests/index.js';
import { RetentionModule } from './modules/retention/index.js';
import { SearchModule } from './modules/search/index.js';
import { SlackModule } from './modules/slack/index.js';
import { TagsModule } from './modules/tags/index.js';
import { TasksModule } from './modules/tasks/index.js';
import { UploadsModule } from './modules/uploads/index.js';
import { HealthModule } from './modules/health/index.js';
import { MailModule } from './modules/mail/index.js';
import { MembersModule } from './modules/members/index.js';
import { PermissionsModule } from './modules/permissions/index.js';
import { WorkspacesModule } from './modules/workspaces/index.js';

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
        PlanRules,
      ],
      exports: [APP_CONFIG, SECRETS, Clock, PlanRules],
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
        LoggerModule.forRoot(loggerOptions(config.logLevel)),
        // Counted in PostgreSQL or Redis, so every instance behind a load balancer sees all calls.
        ThrottlerModule.forRootAsync({
          imports: [ThrottlingModule],
          inject: [SHARED_THROTTLER_STORAGE],
          useFactory: (storage: ThrottlerStorage) => ({
            storage,
            throttlers: [
              {
                name: 'auth',
                ttl: AUTH_THROTTLE_TTL_MS,
                limit: AUTH_THROTTLE_LIMIT * config.throttleLimitScale,
              },
            ],
          }),
        }),
        JobsModule,
        ScheduleModule.forRoot(),
        DatabaseModule.forRoot(options.database),
        // Feature modules in any order: routes are registered literal segments first (see
        // createApp), so `/workspaces/{id}` never captures `/workspaces/timestamps` whatever comes
        // first here.
        RetentionModule,
        IdempotencyModule,
        MailModule,
        AuthModule,
        HealthModule,
        ClientErrorsModule,
        FeedbackModule,
        UploadsModule,
        AccountsModule,
        SsoModule,
        PreferencesModule,
        InvitationsModule,
        PermissionsModule,
        MembersModule,
        ClientsModule,
        TagsModule,
        CategoriesModule,
        // Before ProjectsModule, WorkspacesModule and ActivitiesModule: their `:id` routes would
        // take /projects/members/reports, /workspaces/reports and /activities/member/report.
        ReportsModule,
        MemberReportsModule,
        ProjectReportsModule,
        SchedulesModule,
        SealsModule,
        SuggestionsModule,
        ProjectsModule,
        TasksModule,
        SearchModule,
        SlackModule,
        BreaksModule,
        WorkspaceTimesModule,
        // Before WorkspacesModule: its GET /workspaces/:id would take /workspaces/presence.
        KioskPunchesModule,
        WorkspacesModule,
        ActivitiesModule,
        RequestsModule,
        KiosksModule,
        KioskIdentityModule,
        KioskCredentialsModule,
        BillingModule,
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
