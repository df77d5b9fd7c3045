import type { User } from 'firebase/auth';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { watchUser } from './firebase.ts';

/** undefined while Firebase restores the session, null when signed out. */
type AuthState = { user: User | null | undefined };

const AuthContext = createContext<AuthState>({ user: undefined });

/** Watches the auth state continuously; the navigation and guards switch on it. */
export const AuthProvider = ({ children }: { children: ReactNode }) => {
  const [user, setUser] = useState<User | null | undefined>(undefined);
  const previousUid = useRef<string | undefined>(undefined);
  const { mutate } = useSWRConfig();

  useEffect(
    () =>
      watchUser((next) => {
        // Another account (or none): nothing cached for the previous one may show.
        if (previousUid.current !== next?.uid) void mutate(() => true, undefined, { revalidate: false });
        previousUid.current = next?.uid;
        setUser(next);
      }),
    [mutate],
  );

  return <AuthContext value={{ user }}>{children}</AuthContext>;
};

export const useAuth = () => useContext(AuthContext);
