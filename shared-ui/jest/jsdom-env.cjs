// jsdom lacks Node's fetch family, and its AbortSignal is not accepted by
// Node's Request (React Router builds Requests for loaders). Hand the test
// window Node's own implementations so MSW and data routers behave as in a browser.
// MessageChannel stays jsdom's (absent): React's scheduler would keep Node's port open.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'AbortController',
  'AbortSignal',
  'BroadcastChannel',
  'structuredClone',
  'URL',
  'URLSearchParams',
];

class StoreJsdomEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of NODE_GLOBALS) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // jsdom lays nothing out, so its window scrolling only reports "Not implemented" on the console. Here the
    // calls do nothing; a test that checks scrolling spies on them (jest.spyOn(window, 'scrollTo')).
    for (const name of ['scrollTo', 'scroll', 'scrollBy']) this.global[name] = () => undefined;
  }
}

module.exports = StoreJsdomEnvironment;
