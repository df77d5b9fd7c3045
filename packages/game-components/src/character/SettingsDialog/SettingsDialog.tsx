import type { Language } from '@rpg/contracts';
import { Box, Dialog, Text } from '@rpg/design-system';
import { useId } from 'react';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { LanguageSelector } from '../../shell/index.ts';
import * as styles from './SettingsDialog.css.ts';

/** The themes a player can choose. */
export const settingsThemes = ['game', 'light'] as const;
export type SettingsTheme = (typeof settingsThemes)[number];

export interface SettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The interface language. */
  language: Language;
  onLanguageChange: (language: Language) => void;
  /** Game sounds (the navigation's click) on or off. */
  soundOn: boolean;
  onSoundChange: (soundOn: boolean) => void;
  theme: SettingsTheme;
  onThemeChange: (theme: SettingsTheme) => void;
}

/** The character screen's settings: language, sound and theme, each applied at once. */
export function SettingsDialog({
  open,
  onOpenChange,
  language,
  onLanguageChange,
  soundOn,
  onSoundChange,
  theme,
  onThemeChange,
}: SettingsDialogProps) {
  const { t } = useGameTranslation();
  const soundLabelId = useId();
  const soundHintId = useId();
  const themeName = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('character.settings.title')}
      description={t('character.settings.description')}
      closeLabel={t('character.settings.close')}
      size="small"
    >
      <Box className={styles.body}>
        <Box className={styles.row}>
          <Text weight="strong">
            <span aria-hidden="true">{t('character.settings.language')}</span>
          </Text>
          <LanguageSelector value={language} onChange={onLanguageChange} />
        </Box>
        <Box className={styles.row}>
          <Box className={styles.labelBlock}>
            <Text weight="strong" id={soundLabelId}>
              {t('character.settings.sound')}
            </Text>
            <Text size="small" tone="secondary" id={soundHintId}>
              {t('character.settings.soundHint')}
            </Text>
          </Box>
          <button
            type="button"
            role="switch"
            aria-checked={soundOn}
            aria-labelledby={soundLabelId}
            aria-describedby={soundHintId}
            className={styles.switchButton}
            onClick={() => onSoundChange(!soundOn)}
          >
            <span className={styles.track} aria-hidden="true">
              <span className={styles.thumb} />
            </span>
            <span className={styles.switchText}>
              {soundOn ? t('character.settings.on') : t('character.settings.off')}
            </span>
          </button>
        </Box>
        <Box as="fieldset" className={styles.fieldset}>
          <Box as="legend" className={styles.legend}>
            {t('character.settings.theme')}
          </Box>
          <Box className={styles.options}>
            {settingsThemes.map((option) => (
              <label key={option} className={styles.option}>
                <input
                  type="radio"
                  name={themeName}
                  value={option}
                  checked={theme === option}
                  className={styles.radio}
                  onChange={() => onThemeChange(option)}
                />
                <span>{t(`character.settings.themes.${option}`)}</span>
              </label>
            ))}
          </Box>
        </Box>
      </Box>
    </Dialog>
  );
}
