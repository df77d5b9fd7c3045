import { initializeApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type User,
} from 'firebase/auth';
import { env } from '../config/env.ts';
import { saveSession } from './saved-session.ts';

/**
 * The Firebase SDK, in its own chunk: the first screen paints before it loads (lib/firebase.ts
 * imports this module on demand). In demo mode it talks to the local emulator.
 */
let instance: Auth | undefined;

const firebaseAuth = (): Auth => {
  if (instance) return instance;
  const app = initializeApp({
    apiKey: env.firebase.apiKey,
    authDomain: env.firebase.authDomain,
    projectId: env.firebase.projectId,
  });
  // getAuth's persistence, without its popup resolver: that one loads Google's api.js (a third-party
  // script the CSP refuses) on every page; it is passed only to the Google sign-in that needs it.
  instance = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  if (env.firebase.emulatorUrl) connectAuthEmulator(instance, env.firebase.emulatorUrl, { disableWarnings: true });
  keepSessionSaved(instance);
  return instance;
};

/** Keeps the app's copy of the session (saved-session.ts) in step with every token Firebase hands out. */
const keepSessionSaved = (auth: Auth) =>
  onIdTokenChanged(auth, (user) => {
    if (!user) return saveSession(null);
    user.getIdTokenResult().then(
      ({ token, expirationTime }) => {
        // Still the account signed in (not signed out or switched while the token was read).
        if (auth.currentUser?.uid === user.uid)
          saveSession({ uid: user.uid, token, expiresAt: Date.parse(expirationTime) });
      },
      () => undefined, // no token now: the copy ages out on its own
    );
  });

/** Initialises Auth now: it starts restoring the saved session (IndexedDB) while the app loads. */
export const startAuth = () => {
  firebaseAuth();
};

export const signIn = (email: string, password: string) => signInWithEmailAndPassword(firebaseAuth(), email, password);

export const register = (email: string, password: string) =>
  createUserWithEmailAndPassword(firebaseAuth(), email, password);

/** A test Google account, signed in through the emulator's credential (the popup needs Google's servers). */
export type TestGoogleAccount = { sub: string; email: string; name: string };

export const signInWithGoogle = (account?: TestGoogleAccount) =>
  account
    ? signInWithCredential(
        firebaseAuth(),
        GoogleAuthProvider.credential(JSON.stringify({ ...account, email_verified: true })),
      )
    : signInWithPopup(firebaseAuth(), new GoogleAuthProvider(), browserPopupRedirectResolver);

export const logOut = () => signOut(firebaseAuth());

export const watchUser = (listener: (user: User | null) => void) => onIdTokenChanged(firebaseAuth(), listener);

export const currentToken = async (forceRefresh = false) =>
  (await firebaseAuth().currentUser?.getIdToken(forceRefresh)) ?? undefined;
