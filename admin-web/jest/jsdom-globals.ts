// jsdom lacks the encoding API that browsers (and react-router) have; Node's is the same standard.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextDecoder, TextEncoder });
