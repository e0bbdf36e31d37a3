import { Module } from '@nestjs/common';

/** Sealed payroll periods: sealing, reopening and verifying digests. */
@Module({})
export class SealsModule {}
