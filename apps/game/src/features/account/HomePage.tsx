import { Box, Card, Heading, Link, Stack, Text } from '@rpg/design-system';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { RouterLink } from '../../lib/RouterLink.tsx';
import * as styles from './HomePage.css.ts';
import { SignInPanel } from './SignInPanel.tsx';

/** Home: a welcome banner; signed out it offers sign-in and registration, signed in the way back to the game. */
export const HomePage = () => {
  const { t } = useTranslation();
  const { user } = useAuth();

  return (
    <Box className={styles.layout}>
      <Card tone="brand">
        <Stack space="medium">
          <Heading level={1}>{t('home.title')}</Heading>
          <Text size="large">{t('home.intro')}</Text>
          {user ? (
            <Stack space="small">
              <Text tone="secondary">{t('home.signedInAs', { email: user.email ?? '' })}</Text>
              <Link as={RouterLink} href={paths.myCharacter} variant="button">
                {t('home.continue')}
              </Link>
            </Stack>
          ) : (
            <Stack space="small">
              <Text tone="secondary">{t('home.noAccount')}</Text>
              <Link as={RouterLink} href={paths.register} variant="button">
                {t('home.joinToday')}
              </Link>
            </Stack>
          )}
        </Stack>
      </Card>
      {user === null && <SignInPanel headingLevel={2} />}
    </Box>
  );
};
