export { LanguageSelector, type LanguageSelectorProps, languageNames } from './LanguageSelector.tsx';
