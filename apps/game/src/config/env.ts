import { z } from 'zod';

/**
 * Build-time configuration (Vite's import.meta.env). A project id starting
 * with `demo-` means the local Firebase Auth emulator: no network, no keys.
 * A real Firebase project sets VITE_FIREBASE_API_KEY, _AUTH_DOMAIN and _PROJECT_ID.
 */
const envSchema = z.object({
  VITE_API_BASE_URL: z.string().default('/api'),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1).default('demo-rpg'),
  VITE_FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().optional(),
  VITE_FIREBASE_AUTH_EMULATOR_URL: z.string().url().default('http://127.0.0.1:9099'),
});

const parsed = envSchema.parse(import.meta.env);

export const env = {
  apiBaseUrl: parsed.VITE_API_BASE_URL,
  firebase: {
    projectId: parsed.VITE_FIREBASE_PROJECT_ID,
    apiKey: parsed.VITE_FIREBASE_API_KEY,
    authDomain: parsed.VITE_FIREBASE_AUTH_DOMAIN,
    /** Only a demo project talks to the emulator; a real project never does. */
    emulatorUrl: parsed.VITE_FIREBASE_PROJECT_ID.startsWith('demo-')
      ? parsed.VITE_FIREBASE_AUTH_EMULATOR_URL
      : undefined,
  },
} as const;
