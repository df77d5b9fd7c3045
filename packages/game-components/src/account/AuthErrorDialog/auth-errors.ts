/** The translation keys (game namespace) of the sign-in and registration failures the game words itself. */
export const authErrorKeys = {
  'auth/invalid-email': 'account.authError.invalidEmail',
  'auth/invalid-credential': 'account.authError.invalidCredentials',
  // The emulator answers these where production says invalid-credential: the same text.
  'auth/wrong-password': 'account.authError.invalidCredentials',
  'auth/user-not-found': 'account.authError.invalidCredentials',
  'auth/email-already-in-use': 'account.authError.emailInUse',
  'auth/weak-password': 'account.authError.weakPassword',
  'auth/missing-password': 'account.authError.missingPassword',
  'auth/too-many-requests': 'account.authError.tooManyRequests',
  'auth/network-request-failed': 'account.authError.networkFailed',
  'auth/user-disabled': 'account.authError.userDisabled',
} as const;

export type AuthErrorCode = keyof typeof authErrorKeys;
export type AuthErrorKey = (typeof authErrorKeys)[AuthErrorCode];

/** What the player reads about a failure: a game text (translation key) or the provider's own message. */
export type AuthErrorText = { key: AuthErrorKey } | { text: string };

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

const isKnown = (code: string): code is AuthErrorCode => Object.hasOwn(authErrorKeys, code);

/**
 * Maps an identity-provider error to its text (spec section 8): auth/invalid-email is
 * 'Invalid email. Please try again', auth/invalid-credential 'Invalid credentials', a few
 * other known codes get a translated text, anything else shows the provider's message.
 */
export function authErrorText(error: unknown): AuthErrorText {
  const code = codeOf(error);
  if (isKnown(code)) return { key: authErrorKeys[code] };
  if (error instanceof Error) return { text: error.message };
  if (typeof error === 'object' && error !== null && 'message' in error) return { text: String(error.message) };
  return { text: String(error) };
}
