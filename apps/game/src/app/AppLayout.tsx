import { baseInfoOf } from '@rpg/contracts';
import { Box } from '@rpg/design-system';
import { Footer, Navigation, type NavigationProps } from '@rpg/game-components';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { useMyCharacter } from '../features/character/api/my-character.ts';
import { useAuth } from '../lib/auth-context.tsx';
import { playClick } from '../lib/click-sound.ts';
import { logOut } from '../lib/firebase.ts';
import { changeLanguage } from '../lib/i18n.ts';
import { RouterLink } from '../lib/RouterLink.tsx';
import { useLanguage } from '../lib/use-language.ts';
import * as styles from './AppLayout.css.ts';

const signedOutItems: NavigationProps['items'] = [
  { id: 'home', href: paths.home },
  { id: 'login', href: paths.login },
  { id: 'register', href: paths.register },
];
const signedInItems: NavigationProps['items'] = [{ id: 'myCharacter', href: paths.myCharacter }];

/** The page frame: navigation (switching with the auth state), the routed page, the footer. */
export const AppLayout = () => {
  const { user } = useAuth();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const character = useMyCharacter();
  const signedIn = Boolean(user);

  return (
    <div className={styles.frame}>
      <Navigation
        signedIn={signedIn}
        items={signedIn ? signedInItems : signedOutItems}
        currentHref={location.pathname}
        linkComponent={RouterLink}
        onNavigate={playClick}
        onLogout={async () => {
          await logOut();
          await navigate(paths.home);
        }}
        language={language}
        onLanguageChange={(next) => void changeLanguage(next)}
        baseInfo={character.data ? baseInfoOf(character.data) : undefined}
        balanceLoading={signedIn && character.isLoading}
      />
      <Box as="main" id="main" className={styles.main}>
        <Outlet />
      </Box>
      <Footer />
    </div>
  );
};
