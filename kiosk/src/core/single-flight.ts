/**
 * Runs a task one at a time: a request while it runs asks for one more run after it (so work
 * added meanwhile is not missed) and shares its promise instead of starting a second, racing run.
 */
export function singleFlight(task: () => Promise<void>): () => Promise<void> {
  const state: { running: Promise<void> | null; again: boolean } = { running: null, again: false };
  // Read through a call: the flag changes while the task runs, which narrowing cannot see.
  const askedAgain = () => state.again;
  const loop = async () => {
    try {
      do {
        state.again = false;
        await task();
      } while (askedAgain());
    } finally {
      state.running = null;
    }
  };
  return () => {
    if (state.running) {
      state.again = true;
      return state.running;
    }
    state.running = loop();
    return state.running;
  };
}
