import { Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { UserEntity } from '#src/modules/users/user.entity.js';
import { TagEntity } from '#src/modules/tags/tag.entity.js';
import { TaskEntity } from './task.entity.js';

/** Who a task is assigned to. */
@Entity('task_assignees')
@Index('task_assignees_id_user_idx', ['idUser'])
export class TaskAssigneeEntity {
  @PrimaryColumn('uuid')
  @ForeignKey(() => TaskEntity, { onDelete: 'CASCADE' })
  idTask: string;

  @PrimaryColumn('uuid')
  @ForeignKey(() => UserEntity, { onDelete: 'CASCADE' })
  idUser: string;
}

@Entity('task_tags')
@Index('task_tags_id_tag_idx', ['idTag'])
export class TaskTagEntity {
  @PrimaryColumn('uuid')
  @ForeignKey(() => TaskEntity, { onDelete: 'CASCADE' })
  idTask: string;

  @PrimaryColumn('uuid')
  @ForeignKey(() => TagEntity, { onDelete: 'CASCADE' })
  idTag: string;
}

/** A user's favourite tasks. */
@Entity('task_favorites')
@Index('task_favorites_id_user_idx', ['idUser'])
export class TaskFavoriteEntity {
  @PrimaryColumn('uuid')
  @ForeignKey(() => TaskEntity, { onDelete: 'CASCADE' })
  idTask: string;

  @PrimaryColumn('uuid')
  @ForeignKey(() => UserEntity, { onDelete: 'CASCADE' })
  idUser: string;
}
