import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A pending sign-up: a 6-digit code mailed to `email`, valid 15 minutes and 5 attempts. */
@Entity('signup_verifications')
@Index('signup_verifications_email_idx', ['email'])
@Check('signup_verifications_attempts_check', '"attempts" >= 0 AND "attempts" <= 5')
export class SignupVerificationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  email: string;

  /** HMAC of the code with the session secret: a database leak does not reveal live codes. */
  @Column('text')
  codeHash: string;

  @Column('integer', { default: 0 })
  attempts: number;

  @Column('text', { default: 'en' })
  locale: string;

  @Column('timestamptz')
  expiresAt: Date;

  @Column('timestamptz', { nullable: true })
  consumedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
