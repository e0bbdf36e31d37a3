import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A person who can sign in. E-mails are stored trimmed and lower-cased. */
@Entity('users')
@Index('users_email_key', ['email'], { unique: true, where: 'deleted_at IS NULL' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  email: string;

  /** `scrypt$N$r$p$salt$hash`; null for accounts that only use single sign-on. */
  @Column('text', { nullable: true })
  passwordHash: string | null;

  @Column('text', { nullable: true })
  firstName: string | null;

  @Column('text', { nullable: true })
  lastName: string | null;

  @Column('text', { nullable: true })
  address: string | null;

  @Column('text', { nullable: true })
  contactNumber: string | null;

  @Column('text', { default: 'en' })
  locale: string;

  @Column('boolean', { default: false })
  isTutorialDone: boolean;

  @Column('boolean', { default: false })
  isPomodoroEnabled: boolean;

  /** Work/break lengths in seconds; null uses the product defaults. */
  @Column('jsonb', { nullable: true })
  pomodoroSettings: {
    work: number;
    short_break: number;
    long_break: number;
    rounds: number;
  } | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column('timestamptz', { nullable: true })
  deletedAt: Date | null;
}
