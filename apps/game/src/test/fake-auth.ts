import type { User } from 'firebase/auth';
import type * as Sdk from '../lib/firebase-sdk.ts';

type Listener = (user: User | null) => void;

/**
 * A stand-in for the Firebase SDK module (lib/firebase-sdk.ts) in page tests: who is signed in,
 * which token the API sees, how often a fresh token was asked for. Credentials are checked against
 * `accounts`, with the provider's error codes.
 */
class FakeAuth {
  user: User | null = null;
  listeners = new Set<Listener>();
  token = 'token-1';
  refreshes = 0;
  accounts = new Map<string, string>();
  /** Firebase has not restored the session yet: watchers hear nothing until answer() (a slow phone). */
  holding = false;

  reset(uid: string | null) {
    this.user = uid ? this.userFor(uid) : null;
    this.holding = false;
    this.token = 'token-1';
    this.refreshes = 0;
    this.accounts.clear();
    this.listeners.clear();
  }

  userFor(uid: string): User {
    return { uid, email: `${uid}@example.test` } as User;
  }

  set(user: User | null) {
    this.user = user;
    if (this.holding) return;
    for (const listener of this.listeners) listener(user);
  }

  /** Holds Firebase's first answer back, as a slow phone does, until answer(). */
  hold() {
    this.holding = true;
  }

  /** Firebase restores the session (or finds none): the held watchers hear who is signed in. */
  answer() {
    this.holding = false;
    this.set(this.user);
  }
}

export const fakeAuth = new FakeAuth();

const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

export const fakeSdk: typeof Sdk = {
  // The fake's session is there at once: nothing to restore.
  startAuth: () => undefined,
  signIn: async (email, password) => {
    if (!email.includes('@')) throw authError('auth/invalid-email');
    if (fakeAuth.accounts.get(email) !== password) throw authError('auth/invalid-credential');
    fakeAuth.set(fakeAuth.userFor(email.split('@')[0] ?? email));
    return {} as Awaited<ReturnType<typeof Sdk.signIn>>;
  },
  register: async (email, password) => {
    if (fakeAuth.accounts.has(email)) throw authError('auth/email-already-in-use');
    if (password.length < 6) throw authError('auth/weak-password');
    fakeAuth.accounts.set(email, password);
    fakeAuth.set(fakeAuth.userFor(email.split('@')[0] ?? email));
    return {} as Awaited<ReturnType<typeof Sdk.register>>;
  },
  signInWithGoogle: async (account) => {
    fakeAuth.set(fakeAuth.userFor(account?.sub ?? 'google-user'));
    return {} as Awaited<ReturnType<typeof Sdk.signInWithGoogle>>;
  },
  logOut: async () => fakeAuth.set(null),
  watchUser: (listener) => {
    fakeAuth.listeners.add(listener);
    queueMicrotask(() => {
      if (!fakeAuth.holding) listener(fakeAuth.user);
    });
    return () => void fakeAuth.listeners.delete(listener);
  },
  currentToken: async (forceRefresh = false) => {
    // Before it has restored the session, Firebase knows no user (auth.currentUser is null).
    if (!fakeAuth.user || fakeAuth.holding) return undefined;
    if (forceRefresh) {
      fakeAuth.refreshes += 1;
      fakeAuth.token = `token-${fakeAuth.refreshes + 1}`;
    }
    return fakeAuth.token;
  },
};
