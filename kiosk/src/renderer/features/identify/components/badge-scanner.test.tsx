import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';

import { BadgeScanner } from '@/features/identify/components/badge-scanner';
import { initI18n } from '@/i18n/i18n';

type Decoded = (text: string) => void;

interface FakeScanner {
  elementId: string;
  formats: unknown;
  started: boolean;
  cleared: boolean;
  decode: Decoded;
}

const scanners: FakeScanner[] = [];
let startFailure: unknown = null;

// html5-qrcode needs a real camera and canvas; the session only needs its start/stop/clear.
jest.mock('html5-qrcode', () => ({
  Html5QrcodeSupportedFormats: { QR_CODE: 0 },
  Html5Qrcode: class {
    private readonly fake: FakeScanner;
    constructor(elementId: string, config: { formatsToSupport: unknown }) {
      if (!document.getElementById(elementId)) throw new Error(`no element #${elementId}`);
      this.fake = {
        elementId,
        formats: config.formatsToSupport,
        started: false,
        cleared: false,
        decode: () => undefined,
      };
      scanners.push(this.fake);
    }
    start(camera: unknown, config: unknown, onDecoded: Decoded): Promise<null> {
      expect(camera).toEqual({ facingMode: 'environment' });
      expect(config).toEqual({ fps: 10 });
      // html5-qrcode rejects with strings, not Errors.
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
      if (startFailure) return Promise.reject(startFailure);
      if (scanners.some((other) => other !== this.fake && other.started)) {
        return Promise.reject(new Error('two scanners on one camera'));
      }
      this.fake.started = true;
      this.fake.decode = onDecoded;
      return Promise.resolve(null);
    }
    // A real camera takes a while to let go: the next start must wait for it.
    async stop(): Promise<void> {
      if (!this.fake.started) throw new Error('Cannot stop, not scanning');
      await new Promise((resolve) => setTimeout(resolve, 5));
      this.fake.started = false;
    }
    clear(): void {
      this.fake.cleared = true;
    }
  },
}));

/** Lets the dynamic import, start() and stop() settle. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
}

const running = () => scanners.filter((scanner) => scanner.started);

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  scanners.length = 0;
  startFailure = null;
  jest.restoreAllMocks();
});

describe('BadgeScanner', () => {
  it('scans QR codes from the camera under its caption', async () => {
    const onScan = jest.fn();
    render(<BadgeScanner active onScan={onScan} />);
    expect(screen.getByRole('figure', { name: 'Show your badge' })).toBeVisible();

    await settle();

    expect(running()).toHaveLength(1);
    expect(scanners[0]?.formats).toEqual([0]);
    act(() => {
      scanners[0]?.decode('PC1.badge');
    });
    expect(onScan).toHaveBeenCalledWith('PC1.badge');
  });

  it('reports one badge held up once, and another badge at once', async () => {
    const now = jest.spyOn(performance, 'now').mockReturnValue(1000);
    const onScan = jest.fn();
    render(<BadgeScanner active onScan={onScan} />);
    await settle();
    const decode = (text: string, at: number) => {
      now.mockReturnValue(at);
      act(() => {
        scanners[0]?.decode(text);
      });
    };

    for (let at = 1000; at < 4000; at += 100) decode('badge-a', at);
    decode('badge-b', 4000);
    decode('badge-a', 4100);
    decode('badge-a', 9099);
    decode('badge-a', 14_100);

    expect(onScan.mock.calls).toEqual([['badge-a'], ['badge-b'], ['badge-a']]);
  });

  it('releases the camera while inactive and on unmount', async () => {
    const onScan = jest.fn();
    const { rerender, unmount } = render(<BadgeScanner active onScan={onScan} />);
    await settle();
    const first = scanners[0];

    rerender(<BadgeScanner active={false} onScan={onScan} />);
    await settle();
    expect(running()).toHaveLength(0);
    expect(first?.cleared).toBe(true);
    first?.decode('late');
    expect(onScan).not.toHaveBeenCalled();

    rerender(<BadgeScanner active onScan={onScan} />);
    await settle();
    expect(running()).toHaveLength(1);

    unmount();
    await settle();
    expect(running()).toHaveLength(0);
    expect(scanners.every((scanner) => scanner.cleared)).toBe(true);
  });

  it('runs one camera under StrictMode and through quick toggles', async () => {
    const onScan = jest.fn();
    const { rerender, unmount } = render(
      <StrictMode>
        <BadgeScanner active onScan={onScan} />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <BadgeScanner active={false} onScan={onScan} />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <BadgeScanner active onScan={onScan} />
      </StrictMode>,
    );
    await settle();

    expect(running()).toHaveLength(1);
    unmount();
    await settle();
    expect(running()).toHaveLength(0);
  });

  it('waits for the running camera to stop before it opens it again', async () => {
    const onProblem = jest.fn();
    const view = (active: boolean) => (
      <BadgeScanner active={active} onScan={jest.fn()} onProblem={onProblem} />
    );
    const { rerender } = render(view(true));
    await settle();

    rerender(view(false));
    rerender(view(true));
    await settle();

    expect(onProblem).not.toHaveBeenCalled();
    expect(scanners).toHaveLength(2);
    expect(running()).toEqual([scanners[1]]);
  });

  it('reports a refused camera as denied and a missing one as missing', async () => {
    startFailure = 'Error getting userMedia, error = NotAllowedError: Permission denied';
    const onProblem = jest.fn();
    const { unmount } = render(<BadgeScanner active onScan={jest.fn()} onProblem={onProblem} />);
    await settle();
    expect(onProblem).toHaveBeenCalledWith('denied');
    unmount();

    startFailure = 'Error getting userMedia, error = NotFoundError: Requested device not found';
    render(<BadgeScanner active onScan={jest.fn()} onProblem={onProblem} />);
    await settle();
    expect(onProblem).toHaveBeenLastCalledWith('missing');
  });
});
