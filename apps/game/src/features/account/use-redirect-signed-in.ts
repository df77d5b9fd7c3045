import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-context.tsx';
import { useReturnPath } from './api/use-return-path.ts';

/** A signed-in player has nothing to do on the home, login or register page: on to the game (or back where they were). */
export const useRedirectSignedIn = (enabled = true) => {
  const { user } = useAuth();
  const navigate = useNavigate();
  const to = useReturnPath();
  useEffect(() => {
    if (enabled && user) void navigate(to, { replace: true });
  }, [enabled, user, navigate, to]);
  return user;
};
