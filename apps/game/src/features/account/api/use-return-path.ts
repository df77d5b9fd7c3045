import { useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** Where a visitor sent to sign in came from (the guard puts it in the location state), else /my-character. */
export const useReturnPath = (): string => {
  const { state } = useLocation();
  const from: unknown = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : paths.myCharacter;
};
