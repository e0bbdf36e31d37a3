// jsdom with the fetch API classes of Node: react-router's data routers build a Request for
// every navigation, and jsdom has none. The router passes jsdom's AbortSignal, which Node's
// Request refuses, so a bridging signal from Node follows it.
import { TestEnvironment } from 'jest-environment-jsdom';

function bridgeSignal(foreign) {
  const controller = new AbortController();
  if (foreign.aborted) controller.abort(foreign.reason);
  else foreign.addEventListener('abort', () => controller.abort(foreign.reason), { once: true });
  return controller.signal;
}

class BridgedRequest extends Request {
  constructor(input, init) {
    const signal = init?.signal;
    const foreign = signal !== undefined && signal !== null && !(signal instanceof AbortSignal);
    super(input, foreign ? { ...init, signal: bridgeSignal(signal) } : init);
  }
}

class JsdomWithFetchApi extends TestEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, {
      Request: BridgedRequest,
      Response,
      Headers,
      ReadableStream,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
  }
}

export default JsdomWithFetchApi;
