/** Verifies a bearer ID token and names the account it belongs to. */
export type TokenVerifier = {
  /** Resolves with the account's uid, or rejects with a TokenError. */
  verify(token: string): Promise<{ uid: string }>;
  /** Rejects when what verification depends on (the identity provider) cannot be reached: readiness asks. */
  check?(): Promise<void>;
};

/** Why a token was refused: the hook turns expired and invalid into a 401, unverifiable into a 503. */
export type TokenProblem = 'expired' | 'invalid' | 'unverifiable';

export class TokenError extends Error {
  override name = 'TokenError';
  readonly problem: TokenProblem;
  constructor(problem: TokenProblem, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.problem = problem;
  }
}
