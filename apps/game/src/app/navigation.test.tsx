import { buildCharacter } from '@rpg/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { fakeApi, ok } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';

describe('the signed-in header on a phone', () => {
  it('opens the drawer (its code loaded on demand), and a link there navigates and closes it', async () => {
    fakeApi.on('getMyCharacter', ok(buildCharacter(4, { name: 'Mobilny' })));
    const { router } = await renderApp('/my-character', { width: 390 });
    // What <body> passes down to the whole page: a change there restyles every element of it inside the tap
    // (design-system ModalShell.css.ts keeps both as they are; the overlay keeps the page from a click).
    const inherited = () => {
      const style = getComputedStyle(document.body);
      return [style.pointerEvents, style.getPropertyValue('--removed-body-scroll-bar-size').trim()];
    };
    // The drawer's code and styles load once the signed-in header is shown, before any tap.
    await expect.poll(inherited).toEqual(['auto', '0px']);
    const before = inherited();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect.element(drawer).toBeVisible();
    await expect.poll(() => document.body.hasAttribute('data-scroll-locked')).toBe(true);
    expect(inherited()).toEqual(before);
    await drawer.getByRole('link', { name: 'Skills' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/my-character/skills');
    await expect.element(drawer).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect.element(drawer).toBeVisible();
  });

  it('leads to the phone view of the character, and marks it', async () => {
    fakeApi.on('getMyCharacter', ok(buildCharacter(4, { name: 'Mobilny' })));
    const { router } = await renderApp('/my-character', { width: 390 });
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect.element(drawer.getByRole('link', { name: 'My character' })).toHaveAttribute('aria-current', 'page');
    await drawer.getByRole('link', { name: 'Character (phone view)' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/my-character/mobile');
    await expect.element(page.getByRole('tablist', { name: 'Character dock' })).toBeVisible();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect
      .element(drawer.getByRole('link', { name: 'Character (phone view)' }))
      .toHaveAttribute('aria-current', 'page');
  });
});

describe('the signed-in header on a wide screen', () => {
  it('reaches a section through its group, and marks the section of a sub-page', async () => {
    fakeApi.on('getMyCharacter', ok(buildCharacter(4, { name: 'Breit' })));
    const { router } = await renderApp('/my-character/change-outfit');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const character = nav.getByRole('button', { name: 'Character' });
    await character.click();
    await expect.element(character).toHaveAttribute('aria-expanded', 'true');
    await expect.element(nav.getByRole('link', { name: 'My character' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: 'World' }).click();
    await nav.getByRole('link', { name: 'Adventures' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/adventures');
    await expect.element(nav.getByRole('link', { name: 'Adventures' })).not.toBeInTheDocument();
  });
});

/** The window's scroll position, once the page has settled. */
const scrolledTo = () => Math.round(window.scrollY);

describe('scrolling across pages', () => {
  it('opens a new page at the top, and Back and Forward restore where each page was left', async () => {
    fakeApi.on('getMyCharacter', ok(buildCharacter(4, { name: 'Przewijany' })));
    const { router } = await renderApp('/my-character', { width: 390 });
    await expect.poll(() => document.documentElement.scrollHeight, { timeout: 5000 }).toBeGreaterThan(1500);
    window.scrollTo(0, 600);
    await expect.poll(scrolledTo).toBe(600);

    // A link of the page (the dock's, the outfit's): the next page opens at the top.
    await router.navigate('/my-character/skills');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Skills' })).toBeVisible();
    await expect.poll(scrolledTo).toBe(0);
    const skillsRoom = document.documentElement.scrollHeight - window.innerHeight;
    const skillsAt = Math.min(120, skillsRoom);
    window.scrollTo(0, skillsAt);
    await expect.poll(scrolledTo).toBe(skillsAt);

    await router.navigate(-1);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Skills' })).not.toBeInTheDocument();
    await expect.poll(scrolledTo).toBe(600);

    await router.navigate(1);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Skills' })).toBeVisible();
    await expect.poll(scrolledTo).toBe(skillsAt);
  });

  it('starts a page at the top when the player was far down the previous one', async () => {
    fakeApi.on('getMyCharacter', ok(buildCharacter(4, { name: 'Przewijany' })));
    const { router } = await renderApp('/my-character', { width: 390 });
    await expect.poll(() => document.documentElement.scrollHeight, { timeout: 5000 }).toBeGreaterThan(1500);
    window.scrollTo(0, 900);
    await expect.poll(scrolledTo).toBe(900);
    // The menu's links are in the header, up there: a page's own link (the dock's change-name) is where the player is.
    await router.navigate('/my-character/change-name');
    await expect.poll(() => router.state.location.pathname).toBe('/my-character/change-name');
    await expect.element(page.getByRole('textbox')).toBeVisible();
    await expect.poll(scrolledTo).toBe(0);
  });
});
