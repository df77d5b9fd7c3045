/** The translation key (app namespace) of a sign-in or registration failure, or the provider's own text. */
export type AuthErrorText = { key: string } | { text: string };

const credentialCodes = new Set(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found']);

const keyByCode: Record<string, string> = {
  'auth/invalid-email': 'authError.invalidEmail',
  'auth/email-already-in-use': 'authError.emailInUse',
  'auth/weak-password': 'authError.weakPassword',
  'auth/missing-password': 'authError.missingPassword',
  'auth/too-many-requests': 'authError.tooManyRequests',
  'auth/network-request-failed': 'authError.networkFailed',
  'auth/user-disabled': 'authError.userDisabled',
};

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/**
 * Maps a provider error to what the player reads (spec section 8): invalid e-mail and
 * invalid credentials have fixed texts (the emulator's wrong-password and
 * user-not-found count as invalid credentials, as production answers); known codes
 * get a translated text; anything else shows the provider's own message.
 */
export const authErrorText = (error: unknown): AuthErrorText => {
  const code = codeOf(error);
  if (credentialCodes.has(code)) return { key: 'authError.invalidCredentials' };
  const key = keyByCode[code];
  if (key) return { key };
  return { text: error instanceof Error ? error.message : String(error) };
};
