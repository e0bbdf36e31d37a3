import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from '#src/modules/users/user.entity.js';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';

/**
 * A request for help (POST /v1/accounts/support), from a signed-in person or from someone who
 * cannot sign in. `email` is where the answer goes: given by the sender, else their account's.
 */
@Entity('support_requests')
@Index('support_requests_created_at_idx', ['createdAt'])
@Check(
  'support_requests_category_check',
  `"category" IN ('SIGN_IN', 'TIME_TRACKING', 'KIOSK', 'BILLING', 'DATA', 'OTHER')`,
)
@Check('support_requests_subject_check', 'char_length("subject") BETWEEN 1 AND 200')
@Check('support_requests_message_check', 'char_length("message") BETWEEN 1 AND 5000')
@Check('support_requests_email_check', 'char_length("email") BETWEEN 3 AND 254')
@Check('support_requests_page_check', 'char_length("page") <= 2000')
@Check(
  'support_requests_routed_to_check',
  `"routed_to" IN ('SUPPORT', 'WORKSPACE_OWNERS', 'STORED')`,
)
export class SupportRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Null when the sender was signed out (or their account is gone). */
  @ForeignKey(() => UserEntity, { onDelete: 'SET NULL' })
  @Column('uuid', { nullable: true })
  idUser: string | null;

  @ForeignKey(() => WorkspaceEntity, { onDelete: 'SET NULL' })
  @Column('uuid', { nullable: true })
  idWorkspace: string | null;

  @Column('text')
  category: string;

  @Column('text')
  subject: string;

  @Column('text')
  message: string;

  @Column('text')
  email: string;

  @Column('text', { nullable: true })
  page: string | null;

  @Column('text')
  locale: string;

  @Column('text', { nullable: true })
  userAgent: string | null;

  @Column('text')
  routedTo: string;

  @Column('timestamptz', { nullable: true })
  mailedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
