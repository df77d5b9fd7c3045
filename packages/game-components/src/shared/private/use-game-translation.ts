import type { TOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type GameKey, gameNamespace } from '../../i18n/resources.ts';

/**
 * The game namespace's `t`, typed by its messages: a key that no language file has (a typo, a moved
 * message) does not compile. A plural is asked by its base key with a count (`t('x.points', { count })`).
 */
export type GameT = (key: GameKey, options?: TOptions) => string;

/** The game namespace's `t`, plus the language to format numbers in. */
export function useGameTranslation() {
  const { t, i18n } = useTranslation(gameNamespace);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return { t: t as unknown as GameT, language };
}
