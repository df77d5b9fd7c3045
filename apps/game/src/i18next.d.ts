// The app's words typed from its messages (i18next's CustomTypeOptions): `t('…')` with a key the
// English file lacks (a typo, a removed message) does not compile. Every language has the English
// file's keys (locales.test.ts). The screens' words are game-components' own, typed there (GameKey).
import type app from './locales/en/app.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app';
    resources: { app: typeof app };
  }
}
