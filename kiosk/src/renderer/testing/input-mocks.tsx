// Stand-ins for the camera and reader inputs in jsdom, which has neither camera nor NFC: each
// renders buttons a test presses to play a scan, a card, a photo or a camera problem.
import type { ReactNode } from 'react';

export interface CardReaderMock {
  active: boolean;
  onCard: (uid: string) => void;
}

export const cardReader: CardReaderMock = { active: false, onCard: () => undefined };

export function MockBadgeScanner({
  active,
  onScan,
  onProblem,
}: {
  active: boolean;
  onScan: (value: string) => void;
  onProblem?: (problem: 'missing' | 'denied') => void;
}): ReactNode {
  return (
    <div>
      <button
        type="button"
        disabled={!active}
        onClick={() => {
          onScan('badge-token');
        }}
      >
        Play a badge scan
      </button>
      <button type="button" onClick={() => onProblem?.('missing')}>
        Play no camera
      </button>
    </div>
  );
}

export function MockSelfieCapture({
  onCapture,
  onCancel,
  onProblem,
}: {
  onCapture: (jpeg: Blob) => void;
  onCancel: () => void;
  onProblem: (problem: 'missing' | 'denied') => void;
}): ReactNode {
  return (
    <div>
      <button
        type="button"
        onClick={() => {
          onCapture(new Blob(['jpeg'], { type: 'image/jpeg' }));
        }}
      >
        Play a photo
      </button>
      <button
        type="button"
        onClick={() => {
          onProblem('denied');
        }}
      >
        Play a blocked camera
      </button>
      <button type="button" onClick={onCancel}>
        Play selfie cancel
      </button>
    </div>
  );
}

export function mockUseCardReader(options: CardReaderMock) {
  cardReader.active = options.active;
  cardReader.onCard = options.onCard;
  return { source: 'wedge' as const, status: null };
}
