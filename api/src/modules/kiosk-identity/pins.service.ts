import { Inject, Injectable } from '@nestjs/common';
import { ErrorKey, type Locale, type PinAvailability } from '@punchcard/shared';
import { randomToken, safeEqual, sha256 } from '#src/auth/tokens.js';
import { badRequest, notFound, preconditionFailed } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { type Tx, Transactions } from '#src/database/transactions.js';
import { MailService } from '#src/modules/mail/index.js';
import type { UserRecord } from '#src/modules/users/index.js';
import { Lockouts, MEMBER_PIN_POLICY, PIN_COLLISION_POLICY } from './lockouts.js';
import { PinHasher } from './pin-hasher.js';
import { pinRefusal } from './pin-rules.js';
import { PinsRepository } from './pins.repository.js';

export const PIN_RESET_LINK_MINUTES = 60;

const unusablePin = (why: string) =>
  badRequest(ErrorKey.ResetPinBadRequest, `${why} Choose another PIN.`);

/**
 * The account's kiosk PIN: one per account, for the kiosks of every workspace it belongs to
 * (the profile's single `hasPin`). Set once, then changed with the old PIN or an e-mailed link.
 * The PIN never leaves this service in clear: it is keyed-hashed at once and never logged.
 */
@Injectable()
export class PinsService {
  constructor(
    private readonly pins: PinsRepository,
    private readonly hasher: PinHasher,
    private readonly lockouts: Lockouts,
    private readonly transactions: Transactions,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async availability(idUser: string): Promise<PinAvailability> {
    const [isAvailable, hasPin] = await Promise.all([
      this.pins.pinUsefulFor(idUser),
      this.pins.hasPin(idUser),
    ]);
    return { is_available: isAvailable, has_pin: hasPin };
  }

  hasPin(idUser: string): Promise<boolean> {
    return this.pins.hasPin(idUser);
  }

  /** The first PIN; an account that has one changes it instead (412). */
  async set(idUser: string, pin: string): Promise<{ ok: boolean }> {
    await this.write(idUser, pin, async (tx) => {
      if (await this.pins.pinHashOf(idUser, tx)) {
        throw preconditionFailed(
          ErrorKey.KioskPreconditionFailed,
          'This account already has a PIN: change it with the old one, or reset it.',
        );
      }
    });
    return { ok: true };
  }

  /** A new PIN for the old one; wrong old PINs are limited per member. */
  async change(idUser: string, oldPin: string, newPin: string): Promise<{ ok: boolean }> {
    const budget = `kiosk-pin-old|${idUser}`;
    await this.lockouts.requireOpen(budget);
    const stored = await this.pins.pinHashOf(idUser);
    if (!stored) {
      throw preconditionFailed(ErrorKey.KioskPreconditionFailed, 'This account has no PIN yet.');
    }
    if (!safeEqual(stored, this.hasher.hash(oldPin))) {
      await this.lockouts.fail([[budget, MEMBER_PIN_POLICY]]);
      throw badRequest(ErrorKey.InvalidPin, 'The old PIN is wrong.');
    }
    await this.lockouts.forget(budget);
    await this.write(idUser, newPin, async (tx) => {
      // Changed meanwhile (another tab, a reset): the old PIN proved nothing about the new state.
      if ((await this.pins.pinHashOf(idUser, tx)) !== stored) {
        throw badRequest(ErrorKey.InvalidPin, 'The old PIN is wrong.');
      }
    });
    return { ok: true };
  }

  /** Mails the signed-in member a one-time link to choose a new PIN without the old one. */
  async requestReset(user: UserRecord, locale: Locale): Promise<{ ok: boolean }> {
    const now = this.clock.now();
    const token = randomToken();
    await this.pins.retireResetsOf(user.id, now);
    await this.pins.createReset(
      user.id,
      sha256(token),
      new Date(now.getTime() + PIN_RESET_LINK_MINUTES * 60_000),
    );
    const link = `${this.config.publicUrl}/${locale}/setup-pin?token=${encodeURIComponent(token)}`;
    await this.mail.send(user.email, locale, {
      kind: 'pin-reset',
      link,
      minutes: PIN_RESET_LINK_MINUTES,
    });
    return { ok: true };
  }

  /** Sets a new PIN with a mailed token; a refused PIN leaves the link usable. */
  async reset(token: string, newPin: string): Promise<{ ok: boolean }> {
    const problem = pinRefusal(newPin);
    if (problem) throw unusablePin(problem);
    const tokenHash = sha256(token);
    const notFoundLink = () =>
      notFound(ErrorKey.ResetPinNotFound, 'This PIN reset link is unknown, used or expired.');
    const owner = await this.pins.resetOwner(tokenHash, this.clock.now());
    if (!owner) throw notFoundLink();
    await this.lockouts.requireOpen(collisionBudget(owner));
    await this.storing(() =>
      this.transactions.run(async (tx) => {
        const idUser = await this.pins.consumeReset(tokenHash, this.clock.now(), tx);
        if (idUser !== owner) throw notFoundLink();
        await this.store(idUser, newPin, tx);
      }),
    );
    return { ok: true };
  }

  /** Checks the PIN's rules, then stores it in one transaction after `precheck`. */
  private async write(idUser: string, pin: string, precheck: (tx: Tx) => Promise<void>) {
    const problem = pinRefusal(pin);
    if (problem) throw unusablePin(problem);
    await this.lockouts.requireOpen(collisionBudget(idUser));
    await this.storing(() =>
      this.transactions.run(async (tx) => {
        await precheck(tx);
        await this.store(idUser, pin, tx);
      }),
    );
  }

  /**
   * Runs a transaction that stores a PIN. A collision rolls it back (a reset link stays usable)
   * and then spends the collision budget: the budget lives in the shared throttle store, reached
   * outside the transaction, since on embedded PGlite the transaction holds the one connection.
   */
  private async storing(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof PinCollision)) throw error;
      await this.lockouts.fail([[collisionBudget(error.idUser), PIN_COLLISION_POLICY]]);
      throw unusablePin('Another member uses this PIN.');
    }
  }

  /**
   * Refuses a PIN that an active colleague (in any workspace of this account) already uses: a
   * kiosk must find exactly one member by it. Such refusals are limited (the callers check the
   * budget first), since each one tells that someone uses the PIN.
   */
  private async store(idUser: string, pin: string, tx: Tx): Promise<void> {
    const pinHash = this.hasher.hash(pin);
    await this.pins.lockHash(pinHash, tx);
    if (await this.pins.collides(idUser, pinHash, tx)) throw new PinCollision(idUser);
    await this.pins.save(idUser, pinHash, tx);
  }
}

/** Thrown inside a PIN-storing transaction to roll it back; answered by `storing`. */
class PinCollision extends Error {
  constructor(readonly idUser: string) {
    super("The PIN collides with a colleague's");
  }
}

const collisionBudget = (idUser: string) => `kiosk-pin-collision|${idUser}`;
