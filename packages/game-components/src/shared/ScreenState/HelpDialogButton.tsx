import { Dialog, IconButton, Stack, Text } from '@rpg/design-system';
import { type ReactNode, useState } from 'react';
import { useGameTranslation } from '../private/use-game-translation.ts';
import * as styles from './ScreenState.css.ts';

export interface HelpDialogButtonProps {
  /** The dialog's title (e.g. "About shops"). */
  title: string;
  /** The help text: a string becomes a paragraph; pass elements for more. */
  children: ReactNode;
  /** The button's accessible name (default "Help: <title>"). */
  label?: string;
}

/** A "?" button that opens a dialog with help about the screen. */
export function HelpDialogButton({ title, children, label }: HelpDialogButtonProps) {
  const { t } = useGameTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        label={label ?? t('account.screenState.helpLabel', { title })}
        icon={<span className={styles.helpGlyph}>?</span>}
        variant="soft"
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} onOpenChange={setOpen} title={title} closeLabel={t('account.screenState.close')}>
        <Stack space="medium">{typeof children === 'string' ? <Text as="p">{children}</Text> : children}</Stack>
      </Dialog>
    </>
  );
}
