import { Box, Inline, Text } from '@rpg/design-system';
import { useGameTranslation } from '../private/useGameTranslation.ts';
import * as styles from './Footer.css.ts';

/** The site footer naming the product a browser-game RPG. Hidden below the tablet breakpoint (740px). */
export function Footer() {
  const { t } = useGameTranslation();
  return (
    <Box as="footer" className={styles.footer}>
      <Inline space="small" align="center">
        <Box as="span" className={styles.brand}>
          {t('nav.brand')}
        </Box>
        <Text size="small" tone="secondary" align="center">
          {t('footer.tagline')}
        </Text>
      </Inline>
    </Box>
  );
}
