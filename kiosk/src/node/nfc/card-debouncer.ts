// One tap, one card event. A card left on a reader is reported once; a reader that loses and
// finds the same card again (a card at the edge of the field flickers) within `repeatMs` is the
// same tap; and a card still on the reader when pcscd comes back from a restart is not a new tap.

export interface CardDebouncerOptions {
  /** The same card seen again this soon after it left is the same tap. */
  repeatMs: number;
  /** After a restart, how long a reader's first card may be the one it had before. */
  carryMs: number;
  now?: () => number;
}

export class CardDebouncer {
  /** reader name -> UID on it now. */
  private readonly present = new Map<string, string>();
  /** UID -> when it last left a reader. */
  private readonly gone = new Map<string, number>();
  /** reader name -> the UID on it when the connection to pcscd was lost, and until when. */
  private readonly carried = new Map<string, { uid: string; until: number | null }>();
  private readonly now: () => number;

  constructor(private readonly options: CardDebouncerOptions) {
    this.now = options.now ?? Date.now;
  }

  /** A card is on `reader`: true when this is a new tap to report. */
  cardOn(reader: string, uid: string): boolean {
    const now = this.now();
    const carried = this.carried.get(reader);
    this.carried.delete(reader);
    const before = this.present.get(reader);
    this.present.set(reader, uid);
    if (before === uid) return false;
    if (carried?.uid === uid && (carried.until === null || now <= carried.until)) return false;
    const left = this.gone.get(uid);
    return left === undefined || now - left >= this.options.repeatMs;
  }

  /** The card left `reader`. */
  cardOff(reader: string): void {
    const uid = this.present.get(reader);
    if (uid === undefined) return;
    this.present.delete(reader);
    this.gone.set(uid, this.now());
    // Bounded: only recent departures matter.
    for (const [known, at] of this.gone) {
      if (this.now() - at >= this.options.repeatMs) this.gone.delete(known);
    }
  }

  /**
   * `reader` went away (unplugged, or pcscd stopped): the card on it, if any, may still be there
   * when it comes back.
   */
  readerGone(reader: string): void {
    const uid = this.present.get(reader);
    if (uid === undefined) return;
    this.present.delete(reader);
    this.carried.set(reader, { uid, until: null });
  }

  /** The connection to pcscd is gone: every reader went away. */
  suspend(): void {
    for (const reader of [...this.present.keys()]) this.readerGone(reader);
  }

  /** `reader` is back: its first card within carryMs may be the one it had before. */
  readerBack(reader: string): void {
    const carried = this.carried.get(reader);
    if (carried) carried.until = this.now() + this.options.carryMs;
  }
}
