import { Button, Stack, TextField } from '@rpg/design-system';
import { type FormEvent, useRef, useState } from 'react';
import type { MaybePromise } from '../../shared/private/pending.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { useHydrated } from '../../shared/private/use-hydrated.ts';

/** What the player typed: the e-mail trimmed, the password as is. */
export interface AuthCredentials {
  email: string;
  password: string;
}

/** Receives the credentials; a returned promise keeps the submit button busy until it settles. */
export type AuthSubmitHandler = (credentials: AuthCredentials) => MaybePromise;

interface AuthFormsCredentialsProps {
  /** 'login' lets the browser fill the saved password; 'register' asks it for a new one. */
  mode: 'login' | 'register';
  submitLabel: string;
  onSubmit: AuthSubmitHandler;
  /** Busy from outside (the request runs elsewhere). */
  submitting: boolean;
}

/**
 * E-mail and password. No client validation beyond "filled in" (the spec leaves the
 * checks to the identity provider); while the submit's promise is pending the button is
 * busy and further submits are ignored.
 */
export function AuthFormsCredentials({ mode, submitLabel, onSubmit, submitting }: AuthFormsCredentialsProps) {
  const { t } = useGameTranslation();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email: boolean; password: boolean }>({ email: false, password: false });
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const busy = submitting || pending;
  // Prerendered, the form shows before the app's code runs: it takes input once that code has taken it over.
  const hydrated = useHydrated();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || pendingRef.current) return;
    const trimmed = email.trim();
    const found = { email: trimmed === '', password: password === '' };
    setMissing(found);
    if (found.email) {
      emailRef.current?.focus();
      return;
    }
    if (found.password) {
      passwordRef.current?.focus();
      return;
    }
    const result = onSubmit({ email: trimmed, password });
    if (result instanceof Promise) {
      pendingRef.current = true;
      setPending(true);
      try {
        await result;
      } catch {
        // The caller shows the failure (AuthErrorDialog); the form only stops being busy.
      } finally {
        pendingRef.current = false;
        setPending(false);
      }
    }
  };

  return (
    // POST: a form submitted before the app's code has run (the page can come prerendered) must never
    // put the password in the address; the server answers such a post by sending the page again.
    <form method="post" onSubmit={submit} noValidate>
      <Stack space="medium">
        <TextField
          ref={emailRef}
          label={t('account.credentials.email')}
          name="email"
          type="email"
          autoComplete="email"
          readOnly={!hydrated}
          required
          error={missing.email ? t('account.credentials.emailMissing') : undefined}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setMissing((current) => ({ ...current, email: false }));
          }}
        />
        <TextField
          ref={passwordRef}
          label={t('account.credentials.password')}
          name="password"
          type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          hint={mode === 'register' ? t('account.credentials.passwordHint') : undefined}
          readOnly={!hydrated}
          required
          error={missing.password ? t('account.credentials.passwordMissing') : undefined}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setMissing((current) => ({ ...current, password: false }));
          }}
        />
        <Button
          type="submit"
          variant="solid"
          tone="brand"
          loading={busy}
          aria-disabled={hydrated ? undefined : true}
          fullWidth
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
