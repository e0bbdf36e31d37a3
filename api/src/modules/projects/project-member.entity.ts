import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { UserEntity } from '#src/modules/users/user.entity.js';
import { ProjectEntity } from './project.entity.js';

/** A workspace member's place on a project: favourite flag and their own hourly rate. */
@Entity('project_members')
@Index('project_members_id_user_idx', ['idUser'])
@Check('project_members_hourly_rate_check', '"hourly_rate" IS NULL OR "hourly_rate" >= 0')
export class ProjectMemberEntity {
  @PrimaryColumn('uuid')
  @ForeignKey(() => ProjectEntity, { onDelete: 'CASCADE' })
  idProject: string;

  @PrimaryColumn('uuid')
  @ForeignKey(() => UserEntity, { onDelete: 'CASCADE' })
  idUser: string;

  @Column('boolean', { default: false })
  isFavorite: boolean;

  /** Null: the project's rate applies. */
  @Column('numeric', { precision: 12, scale: 2, nullable: true })
  hourlyRate: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  joinedAt: Date;
}
