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
 * Product feedback a signed-in person sent (POST /v1/accounts/feedback). Kept after the account
 * or workspace goes (the links become null): what was said about the product stays readable to
 * the administrator, who reads this table for anything the mail did not reach.
 */
@Entity('feedback_entries')
@Index('feedback_entries_created_at_idx', ['createdAt'])
@Check('feedback_entries_kind_check', `"kind" IN ('IDEA', 'PROBLEM', 'PRAISE', 'OTHER')`)
@Check('feedback_entries_rating_check', '"rating" BETWEEN 1 AND 5')
@Check('feedback_entries_message_check', 'char_length("message") BETWEEN 1 AND 5000')
@Check('feedback_entries_page_check', 'char_length("page") <= 2000')
@Check(
  'feedback_entries_routed_to_check',
  `"routed_to" IN ('SUPPORT', 'WORKSPACE_OWNERS', 'STORED')`,
)
export class FeedbackEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => UserEntity, { onDelete: 'SET NULL' })
  @Column('uuid', { nullable: true })
  idUser: string | null;

  /** The sender's active workspace when they wrote, if any. */
  @ForeignKey(() => WorkspaceEntity, { onDelete: 'SET NULL' })
  @Column('uuid', { nullable: true })
  idWorkspace: string | null;

  @Column('text')
  kind: string;

  @Column('smallint', { nullable: true })
  rating: number | null;

  @Column('text')
  message: string;

  /** The page of the web app the person wrote about. */
  @Column('text', { nullable: true })
  page: string | null;

  /** Whether the readers may write back to the account's e-mail. */
  @Column('boolean', { default: false })
  mayContact: boolean;

  /** The language the person wrote in (the page's): the mail to SUPPORT_EMAIL uses it. */
  @Column('text')
  locale: string;

  @Column('text', { nullable: true })
  userAgent: string | null;

  /** Who was told (MessageRoute). */
  @Column('text')
  routedTo: string;

  /** When the mail reached every recipient; null while it has not (or there is none). */
  @Column('timestamptz', { nullable: true })
  mailedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
