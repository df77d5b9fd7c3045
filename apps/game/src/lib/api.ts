import { contractCheck, createApiClientCore } from '@rpg/contracts/client';
import { apiAddress } from './api-address.ts';
import { currentToken, logOut } from './firebase.ts';
import { tokenBeforeFirebase } from './saved-session.ts';
import { notifySessionEnded } from './session.ts';

/**
 * How long a call may take, reply included, before it fails as timed out (a reply that never comes must
 * not keep a button busy or a page loading forever): the player is told and may try again. Tests shorten it.
 */
export const apiDeadline = { ms: 20_000 };

/**
 * The app's API client: the configured base address and the signed-in user's token. It calls with the
 * route references (routeRefs): production carries none of the contract's schemas and trusts the server's
 * replies; development (and the page tests) check every reply against the contract and log a break.
 */
export const api = createApiClientCore({
  baseUrl: apiAddress,
  // A refused token is asked for again with forceRefresh: that one is always Firebase's own.
  getToken: async (forceRefresh) => (!forceRefresh && tokenBeforeFirebase()) || currentToken(forceRefresh),
  // The global fetch, looked up at each call: the page tests put their fake API in its place.
  fetch: (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(apiDeadline.ms) }),
  checkReply: import.meta.env.DEV ? contractCheck(true, (error) => console.error(error)) : undefined,
  onUnauthorized: () => {
    notifySessionEnded();
    void logOut();
  },
});
