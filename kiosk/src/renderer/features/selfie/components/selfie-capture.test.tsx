import { act, fireEvent, render, screen } from '@testing-library/react';

import { SELFIE_PREVIEW_MS, SelfieCapture } from '@/features/selfie/components/selfie-capture';
import { initI18n } from '@/i18n/i18n';

interface FakeWebcamProps {
  onUserMedia(stream: unknown): void;
  onUserMediaError(error: string | DOMException): void;
  screenshotFormat: string;
  screenshotQuality: number;
}

const camera = {
  error: null as DOMException | null,
  shots: [] as unknown[],
  /** The first frames a camera gives may not be ready: getScreenshot answers null. */
  emptyShots: 0,
  props: null as FakeWebcamProps | null,
};
const JPEG_BYTES = '\xff\xd8\xff\xe0fake-jpeg\xff\xd9';

// react-webcam needs getUserMedia and a playing video; the component needs its two callbacks
// and getScreenshot.
jest.mock('react-webcam', () => {
  const { Component: ReactComponent, createElement } =
    jest.requireActual<typeof import('react')>('react');
  class FakeWebcam extends ReactComponent<FakeWebcamProps> {
    override componentDidMount() {
      camera.props = this.props;
      if (camera.error) this.props.onUserMediaError(camera.error);
      else this.props.onUserMedia({});
    }
    getScreenshot(dimensions: unknown) {
      camera.shots.push(dimensions);
      if (camera.emptyShots > 0) {
        camera.emptyShots -= 1;
        return null;
      }
      return `data:image/jpeg;base64,${btoa(JPEG_BYTES)}`;
    }
    override render() {
      return createElement('video');
    }
  }
  return { __esModule: true, default: FakeWebcam };
});

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  jest.useFakeTimers();
  camera.error = null;
  camera.shots = [];
  camera.emptyShots = 0;
  camera.props = null;
});
afterEach(() => {
  jest.useRealTimers();
});

async function renderSelfie() {
  const props = { onCapture: jest.fn(), onCancel: jest.fn(), onProblem: jest.fn() };
  render(<SelfieCapture {...props} />);
  // The lazy react-webcam chunk resolves in a few microtasks.
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
  return props;
}

/** Time passing, in steps, so that React runs the effects that set the next timers. */
function wait(ms: number) {
  for (let left = ms; left > 0; left -= 50) {
    act(() => {
      jest.advanceTimersByTime(Math.min(50, left));
    });
  }
}

describe('SelfieCapture', () => {
  it('counts down, takes a 640x480 JPEG, shows it, then hands it over', async () => {
    const { onCapture } = await renderSelfie();
    expect(camera.props?.screenshotFormat).toBe('image/jpeg');
    expect(camera.props?.screenshotQuality).toBeCloseTo(0.85);

    expect(screen.getByRole('status')).toHaveTextContent('Photo in 3');
    wait(1000);
    expect(screen.getByRole('status')).toHaveTextContent('Photo in 2');
    wait(1000);
    expect(screen.getByRole('status')).toHaveTextContent('Photo in 1');
    expect(camera.shots).toHaveLength(0);
    wait(1000);

    expect(camera.shots).toEqual([{ width: 640, height: 480 }]);
    expect(screen.getByRole('img', { name: 'Your photo' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/jpeg;base64,/),
    );
    wait(SELFIE_PREVIEW_MS - 1);
    expect(onCapture).not.toHaveBeenCalled();
    wait(1);

    expect(onCapture).toHaveBeenCalledTimes(1);
    const [[jpeg]] = onCapture.mock.calls as [[Blob]];
    expect(jpeg.type).toBe('image/jpeg');
    expect(jpeg.size).toBe(JPEG_BYTES.length);
  });

  it('retakes the photo when asked, and sends only the new one', async () => {
    const { onCapture } = await renderSelfie();
    wait(3000);
    expect(screen.getByRole('img', { name: 'Your photo' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Retake' }));
    expect(screen.queryByRole('img', { name: 'Your photo' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Photo in 3');
    wait(SELFIE_PREVIEW_MS);
    expect(onCapture).not.toHaveBeenCalled();

    wait(3000 - SELFIE_PREVIEW_MS);
    wait(SELFIE_PREVIEW_MS);
    expect(camera.shots).toHaveLength(2);
    expect(onCapture).toHaveBeenCalledTimes(1);
  });

  it('waits for the first frame when the camera is slow', async () => {
    camera.emptyShots = 3;
    const { onCapture, onProblem } = await renderSelfie();

    wait(3000 + 3 * 100);
    wait(SELFIE_PREVIEW_MS);

    expect(onProblem).not.toHaveBeenCalled();
    expect(onCapture).toHaveBeenCalledTimes(1);
  });

  it('gives up on a camera that never shows a frame', async () => {
    camera.emptyShots = 1000;
    const { onCapture, onProblem } = await renderSelfie();

    wait(3000 + 2000);

    expect(onProblem).toHaveBeenCalledWith('missing');
    expect(onCapture).not.toHaveBeenCalled();
  });

  it('can be cancelled', async () => {
    const { onCancel, onCapture } = await renderSelfie();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onCancel).toHaveBeenCalled();
    expect(onCapture).not.toHaveBeenCalled();
  });

  it.each([
    ['NotAllowedError', 'denied'],
    ['NotFoundError', 'missing'],
    ['NotReadableError', 'missing'],
  ])('reports %s as %s', async (name, problem) => {
    camera.error = new DOMException('camera', name);
    const { onProblem } = await renderSelfie();

    expect(onProblem).toHaveBeenCalledWith(problem);
    wait(5000);
    expect(camera.shots).toHaveLength(0);
  });
});
