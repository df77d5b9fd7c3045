import { Box, Inline, Link, Text } from '@rpg/design-system';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './Footer.css.ts';

export interface FooterProps {
  /** Where the published component library is (development builds link to it for designers); none by default. */
  libraryHref?: string | undefined;
}

/** The site footer naming the product a browser-game RPG. Hidden below the tablet breakpoint (740px). */
export function Footer({ libraryHref }: FooterProps) {
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
        {libraryHref !== undefined && (
          <Text size="small" align="center">
            <Link href={libraryHref}>{t('footer.library')}</Link>
          </Text>
        )}
      </Inline>
    </Box>
  );
}
