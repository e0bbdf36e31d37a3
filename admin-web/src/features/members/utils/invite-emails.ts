// The invite dialog's address field: people paste lists from a spreadsheet or an e-mail header,
// so commas, semicolons, spaces and new lines all separate, and "Name <a@b.c>" gives its address.

/** The API's check is class-validator's IsEmail; this catches typos before a round trip. */
const EMAIL = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;

export interface ParsedEmails {
  /** Lower-cased, without duplicates, in the order typed. */
  emails: string[];
  /** What is not an address, as typed. */
  invalid: string[];
}

export function parseEmails(text: string): ParsedEmails {
  const pieces = text.split(/[,;\n]+/).flatMap((segment) => {
    const named = /<([^<>]+)>/.exec(segment);
    return named?.[1] ? [named[1].trim()] : segment.split(/\s+/).filter((piece) => piece !== '');
  });
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const piece of pieces) {
    if (!EMAIL.test(piece)) invalid.push(piece);
    else if (!emails.includes(piece.toLowerCase())) emails.push(piece.toLowerCase());
  }
  return { emails, invalid };
}
