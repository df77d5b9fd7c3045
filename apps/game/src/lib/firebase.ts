import { initializeApp } from 'firebase/app';
import {
  type Auth,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth';
import { env } from '../config/env.ts';

let instance: Auth | undefined;

/** The Firebase Auth instance; in demo mode it talks to the local emulator. */
export const firebaseAuth = (): Auth => {
  if (instance) return instance;
  const app = initializeApp({
    apiKey: env.firebase.apiKey,
    authDomain: env.firebase.authDomain,
    projectId: env.firebase.projectId,
  });
  instance = getAuth(app);
  if (env.firebase.emulatorUrl) connectAuthEmulator(instance, env.firebase.emulatorUrl, { disableWarnings: true });
  return instance;
};

export const signIn = (email: string, password: string) => signInWithEmailAndPassword(firebaseAuth(), email, password);

export const register = (email: string, password: string) =>
  createUserWithEmailAndPassword(firebaseAuth(), email, password);

export const logOut = () => signOut(firebaseAuth());

/** Watches the signed-in user (sign-in, sign-out, token refresh). Returns the unsubscribe function. */
export const watchUser = (listener: (user: User | null) => void) => onIdTokenChanged(firebaseAuth(), listener);

/** The current ID token; Firebase refreshes it before it expires. */
export const currentToken = async () => (await firebaseAuth().currentUser?.getIdToken()) ?? undefined;
