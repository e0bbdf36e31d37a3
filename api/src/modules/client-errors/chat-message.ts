import type { ClientErrorReport } from '@punchcard/shared';

/** A report as the server passes it on: the caller's words plus who was signed in, if anyone. */
export interface ClientIncident extends ClientErrorReport {
  user: { id: string; email: string } | null;
}

interface PlainText {
  type: 'plain_text';
  text: string;
  emoji: false;
}

interface SectionBlock {
  type: 'section';
  text: PlainText;
}

/** A Slack incoming-webhook message: `text` feeds notifications, `blocks` are what is shown. */
export interface ChatMessage {
  text: string;
  blocks: SectionBlock[];
}

// Slack refuses the whole message (invalid_blocks) when one section's text is longer.
export const SECTION_TEXT_MAX = 3000;

/**
 * Everything in the blocks is plain text: a report is written by whoever calls an open route, so
 * it must not be able to mention @channel or dress up a link.
 */
export function chatMessage(incident: ClientIncident): ChatMessage {
  const { message, page, detail, user } = incident;
  const lines = [
    `Client error: ${message}`,
    `Page: ${page}`,
    `User id: ${user ? user.id : 'signed out'}`,
    ...(user ? [`E-mail: ${user.email}`] : []),
    ...(detail ? splitText(`Detail:\n${detail}`, SECTION_TEXT_MAX) : []),
  ];
  return {
    text: escapeMrkdwn(`Client error on ${page}: ${message}`),
    blocks: lines.map((line) => ({
      type: 'section',
      text: { type: 'plain_text', text: line, emoji: false },
    })),
  };
}

/** Pieces of at most `size` UTF-16 units, never cutting a character in two. */
export function splitText(text: string, size: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of text) {
    if (piece.length + char.length > size) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** `text` is read as mrkdwn: these three characters are what make mentions and links. */
function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
