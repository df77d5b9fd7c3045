import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { logOut, rememberSignedIn, signedInHint, type User, watchUser } from './firebase.ts';

/**
 * `user`: undefined while Firebase restores a session this browser had, null when signed out (or,
 * before `resolved`, probably signed out: the public pages paint at once, the guards wait).
 */
type AuthState = {
  user: User | null | undefined;
  resolved: boolean;
  /** The player chose to sign out: guards let the app leave for home instead of asking to log in. */
  signingOut: boolean;
  /** Signs out: signed out at once for the app (no guard or page acts on the old user meanwhile), then in Firebase. */
  signOut: () => Promise<void>;
};

const AuthContext = createContext<AuthState>({ user: undefined, resolved: false, signingOut: false, signOut: logOut });

/**
 * Watches the auth state continuously; the navigation and guards switch on it. A browser that was
 * signed out last time starts as signed out, so the home paints before the SDK arrives.
 */
export const AuthProvider = ({ children }: { children: ReactNode }) => {
  const [user, setUser] = useState<User | null | undefined>(() => (signedInHint() ? undefined : null));
  const [resolved, setResolved] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    void watchUser((next) => {
      // Cached replies are keyed by account (lib/query.ts): another account never sees this one's.
      rememberSignedIn(next !== null);
      setUser(next);
      setResolved(true);
      if (next) setSigningOut(false);
    }).then((stop) => {
      if (active) unsubscribe = stop;
      else stop();
    });
    return () => {
      active = false;
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
