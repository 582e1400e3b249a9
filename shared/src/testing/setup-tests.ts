import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { configureRemoteLinks } from './remote-links';

// findBy*/waitFor wait up to 5 s instead of 1 s: on a loaded 2-core CI machine the first render of
// a file (cold module evaluation) alone can take longer than a second.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these; react-router uses them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

afterEach(() => {
  window.localStorage.clear();
});

beforeEach(() => {
  configureRemoteLinks();
});
