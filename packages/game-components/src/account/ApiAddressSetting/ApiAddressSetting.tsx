import { Button, Heading, Text, TextField } from '@rpg/design-system';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './ApiAddressSetting.css.ts';

export interface ApiAddressSettingProps {
  /** The base API address in use. */
  value: string;
  /** Called with the new address (trimmed, an http or https URL) when the player saves it. */
  onChange: (url: string) => void;
}

/** True for an absolute http(s) URL with a host. */
export function isApiAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The base API address setting shown on small screens: an http(s) URL, checked before it is saved. */
export function ApiAddressSetting({ value, onChange }: ApiAddressSettingProps) {
  const { t } = useGameTranslation();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const [invalid, setInvalid] = useState(false);
  const [saved, setSaved] = useState(false);
  if (value !== lastValue) {
    setLastValue(value);
    setDraft(value);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = draft.trim();
    if (!isApiAddress(url)) {
      setInvalid(true);
      setSaved(false);
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    setSaved(true);
    onChange(url);
  };

  return (
    <form method="post" className={styles.apiForm} aria-labelledby={titleId} noValidate onSubmit={submit}>
      <Heading level={4} as="h2" id={titleId}>
        {t('account.apiAddress.title')}
      </Heading>
      <div className={styles.apiRow}>
        <TextField
          ref={inputRef}
          label={t('account.apiAddress.label')}
          hint={t('account.apiAddress.hint')}
          error={invalid ? t('account.apiAddress.invalid') : undefined}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          name="apiAddress"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setInvalid(false);
            setSaved(false);
          }}
        />
        <Button type="submit" variant="soft">
          {t('account.apiAddress.save')}
        </Button>
      </div>
      <div role="status">
        {saved && (
          <Text as="p" size="small" tone="positive">
            {t('account.apiAddress.saved')}
          </Text>
        )}
      </div>
    </form>
  );
}
