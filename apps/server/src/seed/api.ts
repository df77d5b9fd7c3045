/** A small HTTP client of the running stack: the Auth emulator's sign-up and the game API. */

export type SeedAccount = { uid: string; idToken: string; email: string };
export type ApiAnswer = { status: number; body: unknown };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** fetch, waiting and trying again on 429 (the server's rate limits) and on a dropped connection. */
const call = async (url: string, init: RequestInit, attempts = 8): Promise<Response> => {
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

/** Registers an e-mail/password account in the Auth emulator (signUp REST). */
export const signUp = async (emulatorHost: string, email: string): Promise<SeedAccount> => {
  const response = await call(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'seed-password', returnSecureToken: true }),
  });
  const body = (await response.json()) as { localId?: string; idToken?: string; error?: { message?: string } };
  if (!response.ok || !body.localId || !body.idToken) {
    throw new Error(`Emulator sign-up at ${emulatorHost} failed (${response.status}): ${body.error?.message ?? ''}`);
  }
  return { uid: body.localId, idToken: body.idToken, email };
};

/** The game API as one account. */
export const apiAs = (apiUrl: string, account: SeedAccount) => {
  const request = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiAnswer> => {
    const response = await call(`${apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${account.idToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text for the message
    }
    return { status: response.status, body: parsed };
  };
  return {
    get: (path: string) => request('GET', path),
    post: (path: string, body?: unknown) => request('POST', path, body),
  };
};

/** The API answers /health: a server is running there. */
export const isServerUp = async (apiUrl: string): Promise<boolean> => {
  try {
    const response = await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
};
