import '@rpg/design-system/fonts';
import { languages } from '@rpg/contracts';
import { type ThemeName, themeClassNames, themeNames } from '@rpg/design-system';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DocsPage, DocsStory, type OpensModal, onDocsPage } from './DocsPage.tsx';
import { i18n } from './i18n.ts';

/**
 * Puts the chosen theme's class on <body> so portals (dialogs) get the tokens too: in the commit, before the
 * story is painted or played (outside a test's act() a passive effect may run after the play function has begun,
 * and a play function measuring a token-valued padding would measure an unthemed page).
 */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'game') as ThemeName;
  useLayoutEffect(() => {
    const body = document.body;
    body.classList.add(themeClassNames[theme]);
    return () => body.classList.remove(themeClassNames[theme]);
  }, [theme]);
  return <Story />;
};

/**
 * A story framed on a docs page (DocsPage's `DocsStory`: `embed=true`) belongs to that page: like the page's
 * inline stories, it speaks the toolbar's language, whatever its own `globals` say.
 */
const embeddedInDocs = new URLSearchParams(window.location.search).get('embed') === 'true';

/**
 * The interface language: the story's locale global on its own canvas; on a docs page the toolbar's, so one
 * story's `globals: { locale: 'de' }` cannot switch the shared i18next instance (and every story of the page)
 * to German. Inline on a docs page the story sits in Storybook's `lang="en"` block: its own element says its
 * language.
 */
const withLocale: Decorator = (Story, context) => {
  const onDocsPage = context.viewMode === 'docs' || embeddedInDocs;
  const locale = String((onDocsPage ? context.userGlobals.locale : context.globals.locale) ?? 'pl');
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  return (
    <I18nextProvider i18n={i18n}>
      {onDocsPage ? (
        <div lang={locale} style={{ display: 'contents' }}>
          <Story />
        </div>
      ) : (
        <Story />
      )}
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
    // Each component's docs page: description, do and don't (a meta's `guidance`), states, stories, props.
    // A story whose args open a modal dialog is framed on its docs page (DocsStory), so nothing covers the page:
    // by default one with `open: true`; a meta whose component opens one by another prop names it in its own
    // `docs.opensModal`. Play functions never run on a docs page (`autoplay` false, Storybook's default).
    docs: {
      page: DocsPage,
      components: { Story: DocsStory },
      story: { autoplay: false },
      // A story pinned to a language of its own stays on its canvas: the docs page speaks the toolbar's.
      stories: { filter: onDocsPage },
      opensModal: ((args) => args.open === true) satisfies OpensModal,
    },
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
