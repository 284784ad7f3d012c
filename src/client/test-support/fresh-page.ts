import { cleanup } from '@testing-library/react';
import { beforeAll, vi } from 'vitest';

/**
 * The client test files of a worker share one page and one set of modules (vitest.config.ts):
 * importing React, the router and the components again for every file took three quarters of
 * the client tests' time. Each file still starts on a page as a fresh one would be: nothing
 * rendered, empty storage, at `/`, without the language or title an earlier file set, and
 * with the real globals and timers.
 */
beforeAll(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
});
