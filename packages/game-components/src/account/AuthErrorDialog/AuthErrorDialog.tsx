import { Dialog, Text } from '@rpg/design-system';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';

export interface AuthErrorDialogProps {
  open: boolean;
  /** Called with false when the player closes it (button, Escape, outside click). */
  onOpenChange: (open: boolean) => void;
  /** What failed, e.g. from `useAuthErrorMessage()(error)`. */
  message: string;
}

/** The spec's failure modal: titled 'An error has occured', the failure text and a close button. */
export function AuthErrorDialog({ open, onOpenChange, message }: AuthErrorDialogProps) {
  const { t } = useGameTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('account.authError.title')}
      closeLabel={t('account.screenState.close')}
      size="small"
    >
      <Text as="p">{message}</Text>
    </Dialog>
  );
}
