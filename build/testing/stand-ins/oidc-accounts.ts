import { createHash } from 'node:crypto';

/** The stand-in's three issuers, named as Punchcard's SsoService values. */
export type StandInIssuer = 'google' | 'apple' | 'oidc';
export const STAND_IN_ISSUERS: readonly StandInIssuer[] = ['google', 'apple', 'oidc'];

/**
 * A person who can sign in at one issuer. Tests register them through the control API
 * (POST /__stand-in/accounts) before a flow, or let the sign-in form create them on the fly.
 */
export interface StandInAccountInput {
  issuer: StandInIssuer;
  /** The e-mail typed into the stand-in's sign-in form, or sent as login_hint. */
  email: string;
  /** The identity's subject; derived from the issuer and e-mail when absent. */
  sub?: string;
  /** Default true: Google and Apple only hand out addresses they verified. */
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  /** Apple only: the ID token carries an @privaterelay.appleid.com address instead. */
  private_relay?: boolean;
  /**
   * The ID tokens issued to this account are already expired: the stand-in answers the token
   * request with its clock set this many seconds back (the tokens live an hour), as a provider
   * whose clock is wrong would.
   */
  id_token_age_seconds?: number;
}

export interface StandInAccount {
  issuer: StandInIssuer;
  email: string;
  sub: string;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  privateRelay: boolean;
  idTokenAgeSeconds: number;
  /** Apple posts the user's name only on the first authorization of the app. */
  appleUserSent: boolean;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 20);

/** Apple's relay address for this identity: stable per subject, as Apple's is per app. */
export const privateRelayEmail = (sub: string) =>
  `${hash(`relay:${sub}`)}@privaterelay.appleid.com`;

export class StandInAccounts {
  private readonly byEmail = new Map<string, StandInAccount>();
  private readonly bySub = new Map<string, StandInAccount>();
  private readonly nextLogins = new Map<StandInIssuer, string[]>();

  put(input: StandInAccountInput): StandInAccount {
    const email = input.email.trim().toLowerCase();
    const account: StandInAccount = {
      issuer: input.issuer,
      email,
      sub: input.sub ?? `${input.issuer}-${hash(`${input.issuer}:${email}`)}`,
      emailVerified: input.email_verified ?? true,
      givenName: input.given_name,
      familyName: input.family_name,
      privateRelay: input.private_relay ?? false,
      idTokenAgeSeconds: input.id_token_age_seconds ?? 0,
      appleUserSent: false,
    };
    const previous = this.byEmail.get(key(input.issuer, email));
    if (previous) this.bySub.delete(key(previous.issuer, previous.sub));
    this.byEmail.set(key(input.issuer, email), account);
    this.bySub.set(key(input.issuer, account.sub), account);
    return account;
  }

  /** The account signing in with this e-mail, made (verified, unnamed) on first use. */
  forEmail(issuer: StandInIssuer, email: string): StandInAccount {
    return this.byEmail.get(key(issuer, email.trim().toLowerCase())) ?? this.put({ issuer, email });
  }

  bySubject(issuer: StandInIssuer, sub: string): StandInAccount | undefined {
    return this.bySub.get(key(issuer, sub));
  }

  /** Queues the e-mail the next interaction without a login_hint signs in as (browser tests). */
  queueNextLogin(issuer: StandInIssuer, email: string): void {
    const queue = this.nextLogins.get(issuer) ?? [];
    queue.push(email);
    this.nextLogins.set(issuer, queue);
  }

  takeNextLogin(issuer: StandInIssuer): string | undefined {
    return this.nextLogins.get(issuer)?.shift();
  }

  /** The claims the ID token carries, shaped as the real issuer shapes them. */
  claims(account: StandInAccount): { sub: string } & Record<string, string | boolean> {
    const name = [account.givenName, account.familyName].filter(Boolean).join(' ');
    if (account.issuer === 'apple') {
      // Apple sends booleans as strings and never puts the name in the ID token.
      return {
        sub: account.sub,
        email: this.tokenEmail(account),
        email_verified: String(account.emailVerified),
        is_private_email: String(account.privateRelay),
      };
    }
    return {
      sub: account.sub,
      email: account.email,
      email_verified: account.emailVerified,
      ...(name === '' ? {} : { name }),
      ...(account.givenName === undefined ? {} : { given_name: account.givenName }),
      ...(account.familyName === undefined ? {} : { family_name: account.familyName }),
    };
  }

  tokenEmail(account: StandInAccount): string {
    return account.privateRelay ? privateRelayEmail(account.sub) : account.email;
  }

  /**
   * Apple's `user` form field, sent with the first authorization only:
   * {"name":{"firstName","lastName"},"email"}; undefined afterwards.
   */
  takeAppleUser(account: StandInAccount): string | undefined {
    if (account.appleUserSent) return undefined;
    account.appleUserSent = true;
    return JSON.stringify({
      name: { firstName: account.givenName ?? '', lastName: account.familyName ?? '' },
      email: this.tokenEmail(account),
    });
  }
}

const key = (issuer: StandInIssuer, value: string) => `${issuer}|${value}`;

export function parseIssuer(value: unknown): StandInIssuer | undefined {
  return STAND_IN_ISSUERS.find((issuer) => issuer === value);
}
