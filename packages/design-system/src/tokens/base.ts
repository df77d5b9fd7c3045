import type { ThemeTokens } from './types.ts';

/** The tokens both themes share: type, space, shape and motion. Colours and shadows are per theme. */
export const baseTokens = {
  font: {
    family: {
      display: '"Cinzel", "Cinzel fallback", "Iowan Old Style", "Palatino Linotype", Georgia, serif',
      body: '"Inter", "Inter fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      mono: '"JetBrains Mono", ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    },
    weight: { regular: '400', strong: '600', display: '700' },
  },
  text: {
    small: { fontSize: '0.875rem', lineHeight: '1.25rem' },
    standard: { fontSize: '1rem', lineHeight: '1.5rem' },
    large: { fontSize: '1.125rem', lineHeight: '1.75rem' },
  },
  heading: {
    '1': { phone: { fontSize: '1.75rem', lineHeight: '2.25rem' }, tablet: { fontSize: '2.5rem', lineHeight: '3rem' } },
    '2': { phone: { fontSize: '1.5rem', lineHeight: '2rem' }, tablet: { fontSize: '2rem', lineHeight: '2.5rem' } },
    '3': { phone: { fontSize: '1.25rem', lineHeight: '1.75rem' }, tablet: { fontSize: '1.5rem', lineHeight: '2rem' } },
    '4': {
      phone: { fontSize: '1.125rem', lineHeight: '1.5rem' },
      tablet: { fontSize: '1.25rem', lineHeight: '1.75rem' },
    },
  },
  space: {
    none: '0',
    xxsmall: '0.25rem',
    xsmall: '0.5rem',
    small: '0.75rem',
    medium: '1rem',
    large: '1.5rem',
    xlarge: '2rem',
    xxlarge: '3rem',
  },
  radius: { none: '0', small: '0.25rem', medium: '0.5rem', large: '0.75rem', full: '9999px' },
  borderWidth: { standard: '1px', thick: '2px', keyline: '4px' },
  focusRing: { width: '3px', offset: '2px' },
  controlHeight: { small: '2rem', standard: '2.75rem', large: '3.25rem' },
  touchTarget: { minimum: '1.5rem', comfortable: '2.75rem' },
  contentWidth: { xsmall: '20rem', small: '28rem', medium: '36rem', large: '48rem' },
  motion: {
    duration: { fast: '120ms', standard: '200ms', slow: '320ms', spin: '800ms' },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      enter: 'cubic-bezier(0, 0, 0.2, 1)',
      exit: 'cubic-bezier(0.4, 0, 1, 1)',
    },
  },
  zIndex: { dropdown: '100', overlay: '200', modal: '300', toast: '400' },
} satisfies Omit<ThemeTokens, 'color' | 'shadow'>;
