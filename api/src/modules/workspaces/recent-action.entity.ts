import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '#src/modules/users/user.entity.js';
import { WorkspaceEntity } from './workspace.entity.js';

/**
 * A member's recently used activity template (project, task, category, tags, description), offered
 * for one-tap starts. Recorded when activities start; members can clear them.
 */
@Entity('recent_actions')
@Index('recent_actions_member_idx', ['idWorkspace', 'idUser', 'usedAt'])
export class RecentActionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspace: string;

  @ForeignKey(() => UserEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idUser: string;

  @Column('uuid', { nullable: true })
  idProject: string | null;

  @Column('uuid', { nullable: true })
  idTask: string | null;

  @Column('uuid', { nullable: true })
  idCategory: string | null;

  @Column('uuid', { array: true, default: () => "'{}'" })
  idTags: string[];

  @Column('text', { nullable: true })
  description: string | null;

  @Column('timestamptz')
  usedAt: Date;
}
