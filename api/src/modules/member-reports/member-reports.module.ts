import { Module } from '@nestjs/common';

/** A member's summary report and the activity report of members. */
@Module({})
export class MemberReportsModule {}
