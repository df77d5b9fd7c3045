import { NotFoundScreen } from '@rpg/game-components';

/** Any address that is no route of the product. */
export const NotFoundPage = () => <NotFoundScreen />;
