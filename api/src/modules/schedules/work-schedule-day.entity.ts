import { Check, Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { WorkScheduleEntity } from './work-schedule.entity.js';

/** A working weekday of a schedule version: local wall-clock hours. A day off has no row. */
@Entity('work_schedule_days')
@Check('work_schedule_days_weekday_check', '"weekday" BETWEEN 1 AND 7')
@Check('work_schedule_days_range_check', '"end_time" > "start_time"')
export class WorkScheduleDayEntity {
  @ForeignKey(() => WorkScheduleEntity, { onDelete: 'CASCADE' })
  @PrimaryColumn('uuid')
  idSchedule: string;

  /** ISO weekday: 1 Monday .. 7 Sunday. */
  @PrimaryColumn('smallint')
  weekday: number;

  @Column('time')
  startTime: string;

  @Column('time')
  endTime: string;
}
