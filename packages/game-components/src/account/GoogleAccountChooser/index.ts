import { onDemand } from '../../shared/private/on-demand.tsx';
import type { GoogleAccountChooserProps } from './GoogleAccountChooser.tsx';

export type { GoogleAccountChooserProps, TestGoogleAccount } from './GoogleAccountChooser.tsx';

/**
 * The test Google account chooser (see GoogleAccountChooser.tsx), its code loaded when it first
 * opens: it starts closed on the account pages, the home among them, whose first screen it should
 * not weigh on (and a build with real Google sign-in never opens it).
 */
export const GoogleAccountChooser = onDemand<GoogleAccountChooserProps>(
  async () => (await import('./GoogleAccountChooser.tsx')).GoogleAccountChooser,
);
