import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from 'vitest-browser-react';
import { forgetRestoredCharacter } from '../lib/query.ts';
import { forgetFirebaseAnswer } from '../lib/saved-session.ts';
import { fakeApi } from './fake-api.ts';

// The Firebase SDK is replaced by a fake the tests steer (who is signed in, which token).
vi.mock('../lib/firebase-sdk.ts', async () => (await import('./fake-auth.ts')).fakeSdk);

const realFetch = globalThis.fetch;
beforeEach(() => {
  localStorage.clear();
  forgetFirebaseAnswer();
  forgetRestoredCharacter();
  fakeApi.reset();
  globalThis.fetch = fakeApi.fetch;
});
afterEach(async () => {
  // Unmount the app first: nothing of one test may still call the fake API of the next.
  await cleanup();
  globalThis.fetch = realFetch;
});
