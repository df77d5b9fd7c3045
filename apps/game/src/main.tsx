import './lib/zod-setup.ts';
import '@rpg/design-system/fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { loadRouteCode } from './app/routes.tsx';
import { i18nReady } from './lib/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first page's code downloads beside the words, not after the first render asked for it.
loadRouteCode(location.pathname);
// The words of the language in use arrive with the first chunks; render once they are there.
void i18nReady.finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
