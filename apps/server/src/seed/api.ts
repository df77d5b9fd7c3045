/** The running stack as the seed uses it: the Auth emulator's sign-up and the game API, through the contract's client. */
import {
  type ApiClient,
  ApiError,
  createApiClient,
  type EmulatorAccount,
  type FetchLike,
  signUpInEmulator,
} from '@rpg/contracts/client';

export type SeedAccount = EmulatorAccount;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const attempts = 8;

/** fetch, waiting and trying again on 429 (the server's rate limits) and on a dropped connection. */
const patientFetch: FetchLike = async (url, init) => {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url, init);
      if (response.status !== 429 || attempt >= attempts) return response;
      const retryAfter = Number(response.headers.get('retry-after') ?? '1');
      await pause(Math.min(60, Number.isFinite(retryAfter) ? retryAfter : 1) * 1000);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await pause(200 * attempt);
    }
  }
};

/** Registers an e-mail/password account in the Auth emulator. */
export const signUp = (emulatorHost: string, email: string): Promise<SeedAccount> =>
  signUpInEmulator({ host: emulatorHost, email, password: 'seed-password', fetch: patientFetch });

/** The game API as one account. Replies are trusted, not checked: checking them is the smoke test's job. */
export const apiAs = (apiUrl: string, account: SeedAccount): ApiClient =>
  createApiClient({
    baseUrl: apiUrl,
    getToken: async () => account.idToken,
    fetch: patientFetch,
    validateReplies: false,
  });

/** A call's reply, or the server's refusal; any other failure (the stack unreachable) is thrown on. */
export const replyOrRefusal = <T>(call: Promise<T>): Promise<T | ApiError> =>
  call.catch((error: unknown) => {
    if (error instanceof ApiError) return error;
    throw error;
  });

/** The API answers /health: a server is running there. */
export const isServerUp = async (apiUrl: string): Promise<boolean> => {
  try {
    const response = await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
};
