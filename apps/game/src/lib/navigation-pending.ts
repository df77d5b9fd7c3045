import { createContext, useContext } from 'react';

/**
 * A navigation is under way: the address names the next page while the previous one stays on
 * screen until the next one's code has loaded (app/router.tsx). The layout closes the leaving page
 * to input meanwhile, so nothing typed lands in a form that is about to go.
 */
export const NavigationPendingContext = createContext(false);

export const useNavigationPending = () => useContext(NavigationPendingContext);
