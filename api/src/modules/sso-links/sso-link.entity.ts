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

/**
 * A provider identity linked to an account. The unique keys are the rules: an identity signs in
 * to one account only, and an account links one identity per provider; concurrent links of the
 * same identity fail on them instead of making two rows.
 */
@Entity('sso_links')
@Index('sso_links_service_subject_key', ['service', 'subject'], { unique: true })
@Index('sso_links_id_user_service_key', ['idUser', 'service'], { unique: true })
@Check('sso_links_service_check', `"service" IN ('google', 'apple', 'oidc')`)
export class SsoLinkEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => UserEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idUser: string;

  @Column('text')
  service: string;

  /** The ID token's `sub`, stable for the identity (an e-mail can change). */
  @Column('text')
  subject: string;

  /** The provider's e-mail when last seen (Apple's may be a private-relay address). */
  @Column('text', { nullable: true })
  email: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
