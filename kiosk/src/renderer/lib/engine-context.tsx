// Hands the engine to the screens: one engine per kiosk, its snapshot read through React's
// useSyncExternalStore so every screen re-renders on the same, consistent state.
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useSyncExternalStore,
} from 'react';
import type { EngineSnapshot, KioskEngine } from '../../core/engine-types';

const EngineContext = createContext<KioskEngine | null>(null);

export function EngineProvider({ engine, children }: { engine: KioskEngine; children: ReactNode }) {
  return <EngineContext.Provider value={engine}>{children}</EngineContext.Provider>;
}

export function useEngine(): KioskEngine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useEngine needs an <EngineProvider> above it');
  return engine;
}

export function useEngineSnapshot(): EngineSnapshot {
  const engine = useEngine();
  const subscribe = useCallback((listener: () => void) => engine.subscribe(listener), [engine]);
  const snapshot = useCallback(() => engine.getSnapshot(), [engine]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
