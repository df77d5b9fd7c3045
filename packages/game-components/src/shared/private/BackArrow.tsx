import { Icon } from '@rpg/design-system';
import * as styles from './BackArrow.css.ts';

/**
 * The arrow before a "back to …" link; decorative (the link's text says where it goes). Drawn, not typed:
 * "←" is in none of the brand fonts' subsets, so a machine's own font drew it, differently on each machine.
 */
export function BackArrow() {
  return (
    <span className={styles.arrow}>
      <Icon name="arrow-left" />
    </span>
  );
}
