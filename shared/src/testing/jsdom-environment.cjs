/**
 * jsdom as jest runs it, plus the fetch-era globals Node has and jest's jsdom window lacks.
 * Mock Service Worker (msw/node) builds a `Request` from each intercepted XMLHttpRequest and
 * answers with a `Response`, streamed through web streams; its `ws` API uses BroadcastChannel.
 * These are Node's own classes handed into the window (no polyfill library): jsdom keeps its own
 * Blob, File and FormData, which the pages and Testing Library create and jsdom's inputs require.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoderStream',
  'TextDecoderStream',
  'TextEncoder',
  'TextDecoder',
  'BroadcastChannel',
  'structuredClone',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
