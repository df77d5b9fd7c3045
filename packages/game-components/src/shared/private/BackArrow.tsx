import * as styles from './BackArrow.css.ts';

/**
 * The arrow before a "back to …" link; decorative (the link's text says where it goes). Drawn, not typed:
 * "←" is in none of the brand fonts' subsets, so a machine's own font drew it, differently on each machine.
 */
export function BackArrow() {
  return (
    <svg
      className={styles.arrow}
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M16 10H4.5M9 5 4 10l5 5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
