import { Dialog, Stack, Text } from '@rpg/design-system';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './GoogleAccountChooser.css.ts';

/** A made-up Google account the local sign-in emulator accepts (it cannot reach Google's servers). */
export interface TestGoogleAccount {
  /** Google's stable account id. */
  sub: string;
  email: string;
  name: string;
}

export interface GoogleAccountChooserProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  accounts: readonly TestGoogleAccount[];
  /** The player picked an account: sign in with it (return the promise to keep the choice busy). */
  onChoose: (account: TestGoogleAccount) => void;
}

/**
 * "Sign in with Google" against the local emulator: Google's popup needs Google's servers, so in
 * development and tests the player picks one of a few test Google accounts instead.
 */
export function GoogleAccountChooser({ open, onOpenChange, accounts, onChoose }: GoogleAccountChooserProps) {
  const { t } = useGameTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('account.googleChooser.title')}
      description={t('account.googleChooser.description')}
      closeLabel={t('account.googleChooser.cancel')}
      size="small"
    >
      <Stack space="small">
        <ul className={styles.list}>
          {accounts.map((account) => (
            <li key={account.sub}>
              <button type="button" className={styles.account} onClick={() => onChoose(account)}>
                <span aria-hidden="true" className={styles.initial}>
                  {account.name.slice(0, 1).toUpperCase()}
                </span>
                <span className={styles.names}>
                  <Text weight="strong">{account.name}</Text>
                  <Text size="small" tone="secondary">
                    {account.email}
                  </Text>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Stack>
    </Dialog>
  );
}
