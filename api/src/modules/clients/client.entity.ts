import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';

@Entity('clients')
@Index('clients_id_workspace_idx', ['idWorkspace'])
@Index('clients_name_trgm_idx', { synchronize: false })
@Check('clients_name_check', 'char_length(btrim("name")) BETWEEN 1 AND 100')
export class ClientEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspace: string;

  @Column('text')
  name: string;

  @Column('text', { nullable: true })
  avatar: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column('timestamptz', { nullable: true })
  deletedAt: Date | null;
}
