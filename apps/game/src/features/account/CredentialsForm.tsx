import { Button, Stack, TextField } from '@rpg/design-system';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type CredentialsFormProps = {
  /** 'login' fills the saved password; 'register' asks the browser for a new one. */
  mode: 'login' | 'register';
  submitLabel: string;
  onSubmit: (email: string, password: string) => Promise<void>;
};

/**
 * E-mail and password, as the spec's sign-in and registration screens have them.
 * No client validation: the identity provider checks both.
 */
export const CredentialsForm = ({ mode, submitLabel, onSubmit }: CredentialsFormProps) => {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    try {
      await onSubmit(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack space="medium">
        <TextField label={t('login.email')} name="email" type="email" autoComplete="email" />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          hint={mode === 'register' ? t('register.passwordHint') : undefined}
        />
        <Button type="submit" variant="solid" tone="brand" loading={submitting} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
};
