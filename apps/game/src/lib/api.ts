import { createApiClient } from '@rpg/contracts/client';
import { apiAddress } from './api-address.ts';
import { currentToken, logOut } from './firebase.ts';
import { tokenBeforeFirebase } from './saved-session.ts';
import { notifySessionEnded } from './session.ts';

/** The app's API client: the configured base address and the signed-in user's token. */
export const api = createApiClient({
  baseUrl: apiAddress,
  // A refused token is asked for again with forceRefresh: that one is always Firebase's own.
  getToken: async (forceRefresh) => (!forceRefresh && tokenBeforeFirebase()) || currentToken(forceRefresh),
  // The global fetch, looked up at each call: the page tests put their fake API in its place.
  fetch: (url, init) => fetch(url, init),
  validateReplies: import.meta.env.DEV,
  onContractBreak: import.meta.env.DEV ? (error) => console.error(error) : undefined,
  onUnauthorized: () => {
    notifySessionEnded();
    void logOut();
  },
});
