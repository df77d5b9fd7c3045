import { Box } from '../Box/Box.tsx';
import { SpinnerGraphic } from '../private/SpinnerGraphic.tsx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import { label as labelClass, type loadingOverlayCovers, overlay, spinnerColour } from './LoadingOverlay.css.ts';

export type LoadingOverlayCover = (typeof loadingOverlayCovers)[number];

export interface LoadingOverlayProps {
  /** The text shown under the spinner and announced to screen readers (e.g. "Loading"). */
  label: string;
  /** Whether the overlay is shown (default true). The live region stays mounted so the change is announced. */
  visible?: boolean;
  /** `container` covers the nearest positioned ancestor; `viewport` covers the whole screen. */
  cover?: LoadingOverlayCover;
}

/**
 * Covers content while it loads: a veil, a spinner and a label, announced politely.
 * Under reduced motion it appears without fading and the spinner stands still.
 */
export function LoadingOverlay({ label, visible = true, cover = 'container' }: LoadingOverlayProps) {
  return (
    // The same live region stays mounted while hidden, so showing it is announced.
    <Box role="status" aria-live="polite" className={visible ? overlay({ cover }) : visuallyHidden}>
      {visible ? (
        <>
          <span className={spinnerColour}>
            <SpinnerGraphic size="large" />
          </span>
          <span className={labelClass}>{label}</span>
        </>
      ) : null}
    </Box>
  );
}
