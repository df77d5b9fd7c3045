import { createContext, type ReactNode, useContext } from 'react';
import type { ThemeName } from './theme-names.ts';
import { themeClassNames } from './themes.css.ts';

const ThemeContext = createContext<ThemeName | undefined>(undefined);

export interface ThemeProviderProps {
  theme: ThemeName;
  children: ReactNode;
}

/**
 * Applies a theme to its children and tells portalled parts (Dialog) which theme to use,
 * since a portal renders outside the themed container.
 */
export function ThemeProvider({ theme, children }: ThemeProviderProps) {
  return (
    <ThemeContext.Provider value={theme}>
      <div className={themeClassNames[theme]}>{children}</div>
    </ThemeContext.Provider>
  );
}

/** The theme of the nearest ThemeProvider, or undefined outside one. */
export function useTheme(): ThemeName | undefined {
  return useContext(ThemeContext);
}

/** Class name a portal should carry so its content keeps the surrounding theme. */
export function usePortalThemeClassName(): string | undefined {
  const theme = useTheme();
  return theme ? themeClassNames[theme] : undefined;
}
