import { cleanup } from '@testing-library/react';
import { authStore } from '@craft/shared';

// The shared store caches the session in memory; each test starts logged out with no draft.
// Unmount first so signing out does not update a page that is still mounted.
afterEach(() => {
  cleanup();
  authStore.signOut();
  window.sessionStorage.clear();
  jest.clearAllMocks();
});
