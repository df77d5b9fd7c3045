import '@rpg/design-system/fonts';
import { languages } from '@rpg/contracts';
import { type ThemeName, themeClassNames, themeNames } from '@rpg/design-system';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DocsPage } from './DocsPage.tsx';
import { i18n } from './i18n.ts';

/** Puts the chosen theme's class on <body> so portals (dialogs) get the tokens too. */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'game') as ThemeName;
  useEffect(() => {
    const body = document.body;
    body.classList.add(themeClassNames[theme]);
    return () => body.classList.remove(themeClassNames[theme]);
  }, [theme]);
  return <Story />;
};

const withLocale: Decorator = (Story, context) => {
  const locale = String(context.globals.locale ?? 'pl');
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  return (
    <I18nextProvider i18n={i18n}>
      <Story />
    </I18nextProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme, withLocale],
  globalTypes: {
    theme: {
      description: 'Design-system theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: [...themeNames], dynamicTitle: true },
    },
    locale: {
      description: 'Interface language',
      toolbar: { title: 'Locale', icon: 'globe', items: [...languages], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'game', locale: 'pl' },
  parameters: {
    // Each component's docs page: description, do and don't (a meta's `guidance`), stories, props.
    docs: { page: DocsPage },
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        phone: { name: 'Phone (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
