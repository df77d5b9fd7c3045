import { describe, expect, it } from 'vitest';
import { authErrorText } from './auth-errors.ts';

const providerError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

describe('authErrorText', () => {
  it.each(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found'])(
    'maps %s to the spec\'s "Invalid credentials"',
    (code) => expect(authErrorText(providerError(code))).toEqual({ key: 'authError.invalidCredentials' }),
  );

  it('maps a malformed e-mail to "Invalid email. Please try again"', () => {
    expect(authErrorText(providerError('auth/invalid-email'))).toEqual({ key: 'authError.invalidEmail' });
  });

  it('translates the registration codes it knows', () => {
    expect(authErrorText(providerError('auth/email-already-in-use'))).toEqual({ key: 'authError.emailInUse' });
    expect(authErrorText(providerError('auth/weak-password'))).toEqual({ key: 'authError.weakPassword' });
  });

  it("shows the provider's message for any other code", () => {
    expect(authErrorText(providerError('auth/quota-exceeded', 'Quota exceeded.'))).toEqual({ text: 'Quota exceeded.' });
  });
});
