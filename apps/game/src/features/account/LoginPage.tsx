import { Box } from '@rpg/design-system';
import * as styles from './auth.css.ts';
import { SignInPanel } from './SignInPanel.tsx';

export const LoginPage = () => (
  <Box className={styles.narrow}>
    <SignInPanel headingLevel={1} />
  </Box>
);
