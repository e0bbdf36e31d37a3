import { act, render, screen } from '@testing-library/react';
import { INITIAL_SNAPSHOT, SnapshotStore } from '../../core/snapshot-store';
import type { KioskEngine } from '../../core/engine-types';
import { EngineProvider, useEngineSnapshot } from './engine-context';

function fakeEngine(store: SnapshotStore): KioskEngine {
  const never = () => Promise.reject(new Error('not in this test'));
  return {
    subscribe: store.subscribe,
    getSnapshot: store.get,
    start: () => Promise.resolve(),
    stop: () => undefined,
    pair: never,
    identify: never,
    punch: never,
    acknowledgeRejected: () => undefined,
    unpair: never,
  };
}

function Waiting() {
  const { queued, online } = useEngineSnapshot();
  return <p>{`${online ? 'Online' : 'Offline'}, ${queued} waiting to sync`}</p>;
}

describe('useEngineSnapshot', () => {
  it("re-renders with the engine's snapshot when it changes", () => {
    const store = new SnapshotStore();
    render(
      <EngineProvider engine={fakeEngine(store)}>
        <Waiting />
      </EngineProvider>,
    );
    expect(screen.getByText('Offline, 0 waiting to sync')).toBeInTheDocument();
    act(() => {
      store.update({ online: true, queued: 3 });
    });
    expect(screen.getByText('Online, 3 waiting to sync')).toBeInTheDocument();
    expect(store.get()).not.toBe(INITIAL_SNAPSHOT);
  });

  it('keeps the same snapshot object when nothing changed', () => {
    const store = new SnapshotStore();
    const before = store.get();
    store.update({ queued: 0, online: false });
    expect(store.get()).toBe(before);
  });

  it('says what is missing without a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Waiting />)).toThrow('EngineProvider');
  });
});
