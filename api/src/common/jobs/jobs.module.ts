import { Global, Module } from '@nestjs/common';
import { JobRunner } from './job-runner.js';
import { JobRunsRepository } from './job-runs.repository.js';

/** Scheduled work that runs on one instance at a time; any module's job injects JobRunner. */
@Global()
@Module({ providers: [JobRunner, JobRunsRepository], exports: [JobRunner] })
export class JobsModule {}
