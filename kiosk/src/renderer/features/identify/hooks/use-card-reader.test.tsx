import { act, renderHook } from '@testing-library/react';

import type { KioskBridge, NfcStatus } from '@bridge/kiosk-bridge';
import { useCardReader } from '@/features/identify/hooks/use-card-reader';
import { pressKey } from '@/features/identify/testing/press-key';

type Listener<T> = (value: T) => void;

/** The preload bridge's nfc half, recording who listens. */
function installBridge() {
  const cards = new Set<Listener<string>>();
  const statuses = new Set<Listener<NfcStatus>>();
  const nfc: KioskBridge['nfc'] = {
    onCard: (listener) => {
      cards.add(listener);
      return () => cards.delete(listener);
    },
    onStatus: (listener) => {
      statuses.add(listener);
      return () => statuses.delete(listener);
    },
  };
  Object.assign(window, { punchcardKiosk: { nfc } });
  return { cards, statuses };
}

/** Web NFC as Chrome on Android has it: scan() resolves once scanning, readings are events. */
class FakeNdefReader extends EventTarget {
  static instances: FakeNdefReader[] = [];
  static failWith: DOMException | null = null;
  signal: AbortSignal | undefined;

  constructor() {
    super();
    FakeNdefReader.instances.push(this);
  }

  scan(options?: { signal?: AbortSignal }): Promise<void> {
    this.signal = options?.signal;
    return FakeNdefReader.failWith ? Promise.reject(FakeNdefReader.failWith) : Promise.resolve();
  }

  read(serialNumber: string) {
    const event = new Event('reading');
    Object.defineProperty(event, 'serialNumber', { value: serialNumber });
    this.dispatchEvent(event);
  }
}

afterEach(() => {
  Reflect.deleteProperty(window, 'punchcardKiosk');
  Reflect.deleteProperty(window, 'NDEFReader');
  Reflect.deleteProperty(navigator, 'permissions');
  FakeNdefReader.instances = [];
  FakeNdefReader.failWith = null;
  jest.useRealTimers();
});

describe('useCardReader in Electron', () => {
  it('passes the bridge’s cards while active and its status always', () => {
    const bridge = installBridge();
    const onCard = jest.fn();
    const { result, rerender, unmount } = renderHook(
      ({ active }) => useCardReader({ active, onCard }),
      { initialProps: { active: true } },
    );
    expect(result.current.source).toBe('bridge');
    expect(bridge.cards.size).toBe(1);

    act(() => {
      bridge.statuses.forEach((listener) => {
        listener({ state: 'ready', reader: 'ACS ACR122U' });
      });
      bridge.cards.forEach((listener) => {
        listener('04A1B2C3D4E5F6');
      });
    });
    expect(result.current.status).toEqual({ state: 'ready', reader: 'ACS ACR122U' });
    expect(onCard).toHaveBeenCalledWith('04A1B2C3D4E5F6');

    rerender({ active: false });
    expect(bridge.cards.size).toBe(0);
    expect(bridge.statuses.size).toBe(1);

    unmount();
    expect(bridge.statuses.size).toBe(0);
  });
});

describe('useCardReader with a keyboard-wedge reader', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  let clock = 0;
  function typeAt(keys: string[], gapMs: number) {
    for (const key of keys) {
      act(() => {
        jest.advanceTimersByTime(gapMs);
      });
      clock += gapMs;
      pressKey(document.body, key, clock);
    }
  }

  it('reads a burst as a card and keeps its keys from the page', () => {
    const onCard = jest.fn();
    const pageKeys = jest.fn();
    window.addEventListener('keydown', pageKeys);
    const { result } = renderHook(() => useCardReader({ active: true, onCard }));
    expect(result.current).toEqual({ source: 'wedge', status: null });

    typeAt([...Array.from('04a1b2c3d4e5f6'), 'Enter'], 4);
    act(() => {
      jest.advanceTimersByTime(500);
    });

    expect(onCard).toHaveBeenCalledWith('04A1B2C3D4E5F6');
    expect(pageKeys).not.toHaveBeenCalled();
    window.removeEventListener('keydown', pageKeys);
  });

  it("is not fooled by a person's typing, which reaches the page", () => {
    const onCard = jest.fn();
    const pageKeys: string[] = [];
    const listener = (event: KeyboardEvent) => pageKeys.push(event.key);
    window.addEventListener('keydown', listener);
    renderHook(() => useCardReader({ active: true, onCard }));

    typeAt([...Array.from('04a1b2c3'), 'Enter'], 110);
    act(() => {
      jest.advanceTimersByTime(500);
    });

    expect(onCard).not.toHaveBeenCalled();
    expect(pageKeys).toEqual([...Array.from('04a1b2c3'), 'Enter']);
    window.removeEventListener('keydown', listener);
  });

  it('stops listening when inactive', () => {
    const onCard = jest.fn();
    const { rerender } = renderHook(({ active }) => useCardReader({ active, onCard }), {
      initialProps: { active: false },
    });

    typeAt([...Array.from('04a1b2c3'), 'Enter'], 4);
    rerender({ active: true });
    rerender({ active: false });
    typeAt([...Array.from('04a1b2c3'), 'Enter'], 4);

    expect(onCard).not.toHaveBeenCalled();
  });
});

describe('useCardReader with Web NFC', () => {
  beforeEach(() => {
    Object.assign(window, { NDEFReader: FakeNdefReader });
  });

  it('starts on a tap and maps serial numbers to upper-case hex', async () => {
    const onCard = jest.fn();
    const { result, unmount } = renderHook(() => useCardReader({ active: true, onCard }));
    expect(result.current.source).toBe('web-nfc');
    expect(result.current.status).toBeNull();
    expect(FakeNdefReader.instances).toHaveLength(0);

    await act(async () => {
      result.current.startWebNfc?.();
      await Promise.resolve();
    });
    expect(result.current.status).toEqual({ state: 'ready', reader: 'Web NFC' });
    expect(result.current.startWebNfc).toBeUndefined();

    const [reader] = FakeNdefReader.instances;
    act(() => {
      reader?.read('04:a1:b2:c3:d4:e5:f6');
      reader?.read('');
    });
    expect(onCard).toHaveBeenCalledTimes(1);
    expect(onCard).toHaveBeenCalledWith('04A1B2C3D4E5F6');

    unmount();
    expect(reader?.signal?.aborted).toBe(true);
  });

  it('ignores cards while inactive', async () => {
    const onCard = jest.fn();
    const { result, rerender } = renderHook(({ active }) => useCardReader({ active, onCard }), {
      initialProps: { active: true },
    });
    await act(async () => {
      result.current.startWebNfc?.();
      await Promise.resolve();
    });

    rerender({ active: false });
    act(() => {
      FakeNdefReader.instances[0]?.read('04:a1:b2:c3');
    });

    expect(onCard).not.toHaveBeenCalled();
  });

  it('starts by itself once the permission was granted', async () => {
    Object.defineProperty(navigator, 'permissions', {
      configurable: true,
      value: { query: jest.fn().mockResolvedValue({ state: 'granted' }) },
    });
    const { result } = renderHook(() => useCardReader({ active: true, onCard: jest.fn() }));

    await act(async () => {
      await Promise.resolve();
    });

    expect(FakeNdefReader.instances).toHaveLength(1);
    expect(result.current.status).toEqual({ state: 'ready', reader: 'Web NFC' });
  });

  it('says when the device has no NFC, and offers to try again', async () => {
    FakeNdefReader.failWith = new DOMException('NFC is off', 'NotSupportedError');
    const { result } = renderHook(() => useCardReader({ active: true, onCard: jest.fn() }));

    await act(async () => {
      result.current.startWebNfc?.();
      await Promise.resolve();
    });

    expect(result.current.status).toEqual({ state: 'no-reader' });
    expect(result.current.startWebNfc).toBeInstanceOf(Function);
  });
});
