// Helpers shared by the design system's stories (not exported from the package).
import type { Decorator } from '@storybook/react-vite';

/** Very long labels, as the German and Polish translations produce them. */
export const longLabels = {
  de: 'Charakterausrüstungsgegenstände verkaufen und zurückkaufen',
  pl: 'Zaakceptuj wszystkie niebezpieczne przygody zwierzęcia',
  compound: 'Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen',
} as const;

/** Renders the story in a 200px wide container. */
export const narrow: Decorator = (Story) => (
  <div style={{ width: '200px' }}>
    <Story />
  </div>
);

/** Story globals for the phone viewport (preview.tsx defines `phone`, 390px). */
export const phoneGlobals = { viewport: { value: 'phone', isRotated: false } };
