import { Module } from '@nestjs/common';

/** AI suggestions for reports and tasks: a configured model or the built-in generator. */
@Module({})
export class SuggestionsModule {}
