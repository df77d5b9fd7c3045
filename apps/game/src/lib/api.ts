import { env } from '../config/env.ts';
import { createApiClient } from './api-client.ts';
import { currentToken } from './firebase.ts';

/** The app's API client: the configured base address and the signed-in user's token. */
export const api = createApiClient({
  baseUrl: env.apiBaseUrl,
  getToken: currentToken,
  onContractBreak: import.meta.env.DEV ? (error) => console.error(error) : undefined,
});
