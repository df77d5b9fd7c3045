import { Box } from '../Box/Box.tsx';
import type { spinnerSizes } from '../private/SpinnerGraphic.css.ts';
import { SpinnerGraphic } from '../private/SpinnerGraphic.tsx';
import { text } from '../Text/Text.css.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

export type SpinnerSize = (typeof spinnerSizes)[number];
export const spinnerTones = ['neutral', 'brand', 'secondary'] as const;
export type SpinnerTone = (typeof spinnerTones)[number];

export interface SpinnerProps {
  /** What is loading, for screen readers (e.g. "Loading"). */
  label: string;
  size?: SpinnerSize;
  tone?: SpinnerTone;
}

/** An indeterminate progress indicator, announced as a status with its label. */
export function Spinner({ label, size = 'standard', tone = 'brand' }: SpinnerProps) {
  return (
    <Box as="span" role="status" display="inlineFlex" className={text({ tone })}>
      <SpinnerGraphic size={size} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Box>
  );
}
