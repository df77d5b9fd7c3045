export const chevronIconDirections = ['left', 'right'] as const;
export type ChevronIconDirection = (typeof chevronIconDirections)[number];

export interface ChevronIconProps {
  /** Which way it points. */
  direction: ChevronIconDirection;
}

/**
 * A left or right chevron, 1em square in the current colour; decorative (aria-hidden), so the control
 * it sits in names the action (an IconButton's label, a button's text).
 */
export function ChevronIcon({ direction }: ChevronIconProps) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path
        d={direction === 'left' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
