/**
 * Build-time configuration (Vite's import.meta.env). A project id starting with `demo-` means the
 * local Firebase Auth emulator: no network, no keys. A real Firebase project sets
 * VITE_FIREBASE_API_KEY, _AUTH_DOMAIN and _PROJECT_ID. Read by hand rather than with zod: these are
 * a handful of strings, and the first screen should not load a schema library for them.
 */
const text = (name: string, fallback?: string): string => {
  const value: unknown = import.meta.env[name];
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (fallback !== undefined) return fallback;
  throw new Error(`${name} must be set for this build.`);
};

const url = (name: string, fallback: string): string => {
  const value = text(name, fallback);
  if (!/^https?:\/\/[^/]+/.test(value)) throw new Error(`${name} must be an http(s) URL, got "${value}".`);
  return value;
};

const projectId = text('VITE_FIREBASE_PROJECT_ID', 'demo-rpg');

export const env = {
  apiBaseUrl: text('VITE_API_BASE_URL', '/api'),
  firebase: {
    projectId,
    apiKey: text('VITE_FIREBASE_API_KEY', 'demo-api-key'),
    authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ? text('VITE_FIREBASE_AUTH_DOMAIN') : undefined,
    /** Only a demo project talks to the emulator; a real project never does. */
    emulatorUrl: projectId.startsWith('demo-')
      ? url('VITE_FIREBASE_AUTH_EMULATOR_URL', 'http://127.0.0.1:9099')
      : undefined,
  },
} as const;
