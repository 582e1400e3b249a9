import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router uses them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

afterEach(() => {
  window.localStorage.clear();
});
