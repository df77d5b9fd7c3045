import { Dialog, Text } from '@rpg/design-system';
import { useTranslation } from 'react-i18next';
import type { AuthErrorText } from './auth-errors.ts';

/** The spec's failure modal: titled 'An error has occured', the failure text and a close button. */
export const AuthErrorDialog = ({ error, onClose }: { error: AuthErrorText | undefined; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Dialog
      open={error !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('authError.title')}
      closeLabel={t('common.close')}
    >
      {error && <Text>{'key' in error ? t(error.key) : error.text}</Text>}
    </Dialog>
  );
};
