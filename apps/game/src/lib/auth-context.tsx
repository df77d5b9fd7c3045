import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { logOut, rememberSignedIn, signedInHint, watchUser } from './firebase.ts';
import { savedSession } from './saved-session.ts';

/** Who plays: the app needs the account's id only (the API client carries the token). */
export type Player = { uid: string };

/**
 * `user`: undefined while Firebase restores a session this browser had, null when signed out (or,
 * before `resolved`, probably signed out: the public pages paint at once, the guards wait).
 */
type AuthState = {
  user: Player | null | undefined;
  /** Firebase has said who is signed in, or the saved session (saved-session.ts) stands in until it does. */
  resolved: boolean;
  /** The player chose to sign out: guards let the app leave for home instead of asking to log in. */
  signingOut: boolean;
  /** Signs out: signed out at once for the app (no guard or page acts on the old user meanwhile), then in Firebase. */
  signOut: () => Promise<void>;
};

const AuthContext = createContext<AuthState>({ user: undefined, resolved: false, signingOut: false, signOut: logOut });

/** Who the app starts with: the saved session's account, or nobody yet (Firebase will say), or nobody. */
const initialPlayer = (): Player | null | undefined => {
  if (!signedInHint()) return null;
  const saved = savedSession();
  return saved ? { uid: saved.uid } : undefined;
};

const visitorActs = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Calls `start` once the first screen is done (the page loaded, then the browser idle) or at the
 * player's first touch, key or focus, whichever comes first; returns a cancel. A visitor's first screen
 * needs no Firebase SDK (28 KB and its start-up work, beside the page's own files on a slow phone), nor
 * does a returning player's while the saved session stands in; a sign-in does, and begins with one of
 * those acts (its call loads the SDK itself, too), as does a call whose saved token is refused.
 */
const afterFirstScreen = (start: () => void): (() => void) => {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(go, { timeout: 2000 });
    else timer = setTimeout(go, 200);
  };
  const cancel = () => {
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(timer);
    window.removeEventListener('load', whenIdle);
    for (const type of visitorActs) window.removeEventListener(type, go, { capture: true });
  };
  function go() {
    cancel();
    start();
  }
  for (const type of visitorActs) window.addEventListener(type, go, { capture: true, passive: true });
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return cancel;
};

/**
 * Watches the auth state continuously (a visitor's and a saved session's from after the first screen:
 * afterFirstScreen); the navigation and guards switch on it. A browser that was signed out last time
 * starts as signed out, so the home paints before the SDK arrives; one with a saved session starts as its
 * account, so the game's page renders, and its first calls go, before the SDK is even asked for.
 */
export const AuthProvider = ({ children }: { children: ReactNode }) => {
  const [user, setUser] = useState<Player | null | undefined>(initialPlayer);
  const [resolved, setResolved] = useState(() => user !== undefined && user !== null);
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    const watch = () => {
      void watchUser((next) => {
        // Cached replies are keyed by account (lib/query.ts): another account never sees this one's.
        rememberSignedIn(next !== null);
        // The same account keeps its object: nothing that depends on the player renders again.
        setUser((current) => (next && current?.uid === next.uid ? current : next && { uid: next.uid }));
        setResolved(true);
        if (next) setSigningOut(false);
      }).then((stop) => {
        if (active) unsubscribe = stop;
        else stop();
      });
    };
    // Firebase at once only for a returning player the app cannot stand in for (no saved session, or its
    // token about to expire): a visitor's first screen, and a saved player's, render without the SDK.
    const cancel = signedInHint() && !savedSession() ? undefined : afterFirstScreen(watch);
    if (!cancel) watch();
    return () => {
      active = false;
      cancel?.();
      unsubscribe?.();
    };
  }, []);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    setUser(null);
    rememberSignedIn(false);
    await logOut();
  }, []);
  const value = useMemo(() => ({ user, resolved, signingOut, signOut }), [user, resolved, signingOut, signOut]);
  return <AuthContext value={value}>{children}</AuthContext>;
};

export const useAuth = () => useContext(AuthContext);
