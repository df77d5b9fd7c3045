import { Text } from '@rpg/design-system';
import { onDemand } from '../../shared/private/on-demand.tsx';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { ApiAddressSetting } from '../ApiAddressSetting/index.ts';
import { ImageCarousel } from '../ImageCarousel/index.ts';
import { PromotionCarousel } from '../PromotionCarousel/index.ts';
import { type AuthSubmitHandler, SignInForm } from '../SignInForm/index.ts';
import { StoreButtons } from '../StoreButtons/index.ts';
import { WelcomeBanner } from '../WelcomeBanner/index.ts';
import * as styles from './HomeScreen.css.ts';

/** The failure dialog starts closed: its code (the dialog primitives) loads when it first opens. */
const AuthErrorDialog = onDemand(async () => (await import('../AuthErrorDialog/AuthErrorDialog.tsx')).AuthErrorDialog);

export interface HomeScreenProps {
  /** The sign-in form's submit; return the sign-in's promise to keep the button busy until it settles. */
  onSignIn: AuthSubmitHandler;
  /** Google sign-in; without it the button is shown disabled as not available. */
  onGoogle?: () => void;
  /** The sign-in runs (when the caller tracks it itself). */
  submitting?: boolean;
  /** The base API address in use (the setting is shown on small screens). */
  apiAddress: string;
  onApiAddressChange: (url: string) => void;
  /** The failure text (see useAuthErrorMessage): when set, the 'An error has occured' dialog is open. */
  errorMessage?: string | undefined;
  /** The player closed the error dialog. */
  onErrorClose: () => void;
  /** Rotate the carousels on their own (never under reduced motion). Default false. */
  autoplay?: boolean;
}

/**
 * Home for signed-out visitors: the welcome banner with join-today and Google Play, the
 * promotion carousel (wide screens) or the image carousel (narrow screens), the sign-in form with
 * the registration link and Google, and on small screens the API address setting.
 */
export function HomeScreen({
  onSignIn,
  onGoogle,
  submitting = false,
  apiAddress,
  onApiAddressChange,
  errorMessage,
  onErrorClose,
  autoplay = false,
}: HomeScreenProps) {
  const { t } = useGameTranslation();
  return (
    <div className={styles.screen}>
      <WelcomeBanner>
        <div className={styles.newHere}>
          <Text tone="secondary">{t('account.home.noAccount')}</Text>
          <StoreButtons />
        </div>
      </WelcomeBanner>
      <div className={styles.main}>
        <div>
          <div className={styles.wideOnly}>
            <PromotionCarousel autoplay={autoplay} />
          </div>
          <div className={styles.narrowOnly}>
            <ImageCarousel autoplay={autoplay} />
          </div>
        </div>
        <div className={styles.signIn}>
          <SignInForm onSubmit={onSignIn} onGoogle={onGoogle} submitting={submitting} headingLevel={2} />
        </div>
      </div>
      <div className={styles.narrowOnly}>
        <ApiAddressSetting value={apiAddress} onChange={onApiAddressChange} />
      </div>
      <AuthErrorDialog
        open={errorMessage !== undefined}
        onOpenChange={(open) => {
          if (!open) onErrorClose();
        }}
        message={errorMessage ?? ''}
      />
    </div>
  );
}
