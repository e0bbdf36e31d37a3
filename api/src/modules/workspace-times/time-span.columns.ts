import { Column, CreateDateColumn, ForeignKey, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '#src/modules/users/user.entity.js';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';

/**
 * Columns every tracked span shares: workspace time, breaks and activities. `start_at`/`end_at`
 * (not the reserved words) hold the span; an open span has no end. Metadata records where and
 * from what the span was started and stopped (location only when the plan and member allow it).
 */
export abstract class TimeSpanColumns {
  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspace: string;

  /** Whose time it is. */
  @ForeignKey(() => UserEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idUser: string;

  @Column('timestamptz')
  startAt: Date;

  @Column('timestamptz', { nullable: true })
  endAt: Date | null;

  /** Who started it when not the owner (a manager, the kiosk, Slack). */
  @Column('uuid', { nullable: true })
  startedBy: string | null;

  @Column('uuid', { nullable: true })
  stoppedBy: string | null;

  @Column('text', { nullable: true })
  locationIn: string | null;

  @Column('double precision', { nullable: true })
  latitudeIn: number | null;

  @Column('double precision', { nullable: true })
  longitudeIn: number | null;

  @Column('text', { nullable: true })
  userAgentIn: string | null;

  @Column('text', { nullable: true })
  ipAddressIn: string | null;

  @Column('text', { nullable: true })
  locationOut: string | null;

  @Column('double precision', { nullable: true })
  latitudeOut: number | null;

  @Column('double precision', { nullable: true })
  longitudeOut: number | null;

  @Column('text', { nullable: true })
  userAgentOut: string | null;

  @Column('text', { nullable: true })
  ipAddressOut: string | null;

  /** Set when the span was entered after the fact rather than clocked live. */
  @Column('timestamptz', { nullable: true })
  addedAt: Date | null;

  @Column('timestamptz', { nullable: true })
  editedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column('timestamptz', { nullable: true })
  deletedAt: Date | null;
}
