import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configureRemoteLinks } from './remote-links';

// jsdom lacks these; react-router uses them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

afterEach(() => {
  window.localStorage.clear();
});

beforeEach(() => {
  configureRemoteLinks();
});
