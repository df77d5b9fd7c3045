import { Button, Dialog, Text } from '@rpg/design-system';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';

export interface RegisteredDialogProps {
  open: boolean;
  /** Go on to /my-character (the continue button, and closing the dialog any other way). */
  onContinue: () => void;
}

/** 'Successfully registered': the account is ready, next stop the character. */
export function RegisteredDialog({ open, onContinue }: RegisteredDialogProps) {
  const { t } = useGameTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onContinue();
      }}
      title={t('account.registered.title')}
      closeLabel={t('account.screenState.close')}
      size="small"
      actions={
        <Button variant="solid" tone="brand" onClick={onContinue}>
          {t('account.registered.continue')}
        </Button>
      }
    >
      <Text as="p">{t('account.registered.message')}</Text>
    </Dialog>
  );
}
