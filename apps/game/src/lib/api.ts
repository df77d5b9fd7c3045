import { apiAddress } from './api-address.ts';
import { createApiClient } from './api-client.ts';
import { currentToken, logOut } from './firebase.ts';
import { notifySessionEnded } from './session.ts';

/** The app's API client: the configured base address and the signed-in user's token. */
export const api = createApiClient({
  baseUrl: apiAddress,
  getToken: currentToken,
  validateReplies: import.meta.env.DEV,
  onContractBreak: import.meta.env.DEV ? (error) => console.error(error) : undefined,
  onUnauthorized: () => {
    notifySessionEnded();
    void logOut();
  },
});
