import { isLanguage, type Language, languages } from '@rpg/contracts';
import { Box, VisuallyHidden } from '@rpg/design-system';
import { type ChangeEvent, useId } from 'react';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './LanguageSelector.css.ts';

/** Each language by its own name, so a player finds theirs whatever the interface shows now. */
export const languageNames: Record<Language, string> = {
  pl: 'Polski',
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
};

export interface LanguageSelectorProps {
  /** The current interface language. */
  value: Language;
  /** Called with the chosen language code; the host switches i18next and remembers the choice. */
  onChange: (language: Language) => void;
}

/** A native select of the five interface languages, labelled 'Language' in the current one. */
export function LanguageSelector({ value, onChange }: LanguageSelectorProps) {
  const { t } = useGameTranslation();
  const id = useId();
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (isLanguage(next) && next !== value) onChange(next);
  };
  return (
    <Box className={styles.root}>
      <label htmlFor={id}>
        <VisuallyHidden>{t('language.label')}</VisuallyHidden>
      </label>
      <select id={id} className={styles.select} value={value} onChange={handleChange}>
        {languages.map((language) => (
          <option key={language} value={language} lang={language} className={styles.option}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </Box>
  );
}
