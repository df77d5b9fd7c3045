/** A 401 that survived a fresh token: the session is over. The layout says so; the API client signs out. */
type SessionListener = () => void;
const listeners = new Set<SessionListener>();

export const onSessionEnded = (listener: SessionListener) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const notifySessionEnded = () => {
  for (const listener of listeners) listener();
};
