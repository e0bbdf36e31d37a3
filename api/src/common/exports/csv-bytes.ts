import { type ColumnKind, type ExportCell, isDecimal, startsFormula } from './cells.js';
import { csvCell, needsQuotes } from './csv-cell.js';

/** The largest value whose h:mm and decimal hours the byte path writes (beyond: csvCell). */
const FAST_SECONDS = 1e12;
const COMMA = 0x2c;
const COLON = 0x3a;
const DOT = 0x2e;
const QUOTE = 0x27;
const ZERO = 0x30;
const CR = 0x0d;
const LF = 0x0a;
/** Bytes the widest fast-path value takes (digits, colon, dot): checked once per cell. */
const NUMBER_ROOM = 32;

/**
 * CSV rows written straight into byte chunks. A year's export is 365k lines of 25 cells; built as
 * arrays of strings, joined, concatenated into a chunk string and encoded again, every line left
 * kilobytes of garbage behind, and the server's heap grew by hundreds of MB before collecting it.
 * Here whole numbers, h:mm and decimal hours go in as ASCII digits and text as its UTF-8 bytes, so
 * a line allocates nothing of its own. Anything unusual (negative, fractional counts, huge values,
 * text that must be quoted) is rendered by `csvCell` and copied in, so the bytes are always
 * exactly what csvCell writes; `exports.spec.ts` checks both against each other.
 */
export class CsvChunks {
  private bytes: Buffer;
  private used = 0;

  /**
   * `emit` takes each full chunk (the writer hands it to its stream); chunks are `size` bytes,
   * or larger for a single longer value.
   */
  constructor(
    private readonly size: number,
    private readonly emit: (chunk: Buffer) => void,
  ) {
    this.bytes = Buffer.allocUnsafe(size);
  }

  /** One line: the cells in column order, comma-separated, CRLF-terminated. */
  line(kinds: readonly ColumnKind[], cells: readonly ExportCell[]): void {
    for (let index = 0; index < kinds.length; index += 1) {
      if (index > 0) this.byte(COMMA);
      const cell = cells[index] ?? null;
      if (cell !== null) this.cell(kinds[index] ?? 'text', cell);
    }
    this.room(2);
    this.bytes[this.used++] = CR;
    this.bytes[this.used++] = LF;
  }

  /** Hands the bytes written so far to `emit` (none: nothing). */
  flush(): void {
    if (this.used === 0) return;
    const full = this.bytes.subarray(0, this.used);
    // The emitted chunk is the stream's now (it may sit in the socket's queue): never reused.
    this.bytes = Buffer.allocUnsafe(this.size);
    this.used = 0;
    this.emit(full);
  }

  private cell(kind: ColumnKind, value: string | number): void {
    if (typeof value === 'string') {
      if (kind === 'money' && isDecimal(value)) this.text(value);
      else if (needsQuotes(value)) this.text(csvCell(kind, value));
      else {
        if (startsFormula(value)) this.byte(QUOTE);
        this.text(value);
      }
      return;
    }
    // NaN fails every comparison below and takes csvCell's way too.
    if (kind === 'duration' && value >= 0 && value < FAST_SECONDS) this.hoursMinutes(value);
    else if (kind === 'hours' && value >= 0 && value < FAST_SECONDS) this.decimalHours(value);
    else if (kind === 'number' && Number.isInteger(value) && value >= 0 && value < FAST_SECONDS) {
      this.room(NUMBER_ROOM);
      this.digits(value);
    } else this.text(csvCell(kind, value));
  }

  /** durations.ts hoursMinutes of a non-negative value. */
  private hoursMinutes(seconds: number): void {
    const minutes = Math.floor(seconds / 60);
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    this.room(NUMBER_ROOM);
    this.digits(hours);
    this.bytes[this.used++] = COLON;
    this.bytes[this.used++] = ZERO + Math.floor(rest / 10);
    this.bytes[this.used++] = ZERO + (rest % 10);
  }

  /**
   * String(decimalHours(seconds)) of a non-negative value: the hundredths k printed as k / 100
   * shortest (no trailing zeros), which String gives for any k this small.
   */
  private decimalHours(seconds: number): void {
    const hundredths = Math.round((seconds / 3600) * 100);
    const fraction = hundredths % 100;
    this.room(NUMBER_ROOM);
    this.digits(Math.floor(hundredths / 100));
    if (fraction === 0) return;
    this.bytes[this.used++] = DOT;
    this.bytes[this.used++] = ZERO + Math.floor(fraction / 10);
    if (fraction % 10 !== 0) this.bytes[this.used++] = ZERO + (fraction % 10);
  }

  /** A non-negative whole number below 2^53 in decimal digits (room already made). */
  private digits(value: number): void {
    let width = 1;
    for (let power = 10; power <= value; power *= 10) width += 1;
    let at = this.used + width;
    this.used = at;
    let rest = value;
    do {
      this.bytes[--at] = ZERO + (rest % 10);
      rest = Math.floor(rest / 10);
    } while (rest > 0);
  }

  /** Text as UTF-8: ASCII byte by byte (most cells), anything else through Buffer.write. */
  private text(value: string): void {
    this.room(value.length * 3);
    const start = this.used;
    for (let index = 0; index < value.length; index += 1) {
      const code = value.charCodeAt(index);
      if (code >= 0x80) {
        this.used = start + this.bytes.write(value, start, 'utf8');
        return;
      }
      this.bytes[this.used++] = code;
    }
  }

  private byte(code: number): void {
    this.room(1);
    this.bytes[this.used++] = code;
  }

  /** Makes room for `need` bytes: a full chunk goes out first, a longer value gets its own. */
  private room(need: number): void {
    if (this.used + need <= this.bytes.length) return;
    this.flush();
    if (need > this.bytes.length) this.bytes = Buffer.allocUnsafe(need);
  }
}
