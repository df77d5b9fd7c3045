import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';

export const App = () => (
  <AppProviders>
    <AppRouter />
  </AppProviders>
);
