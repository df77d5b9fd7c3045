import { expect, userEvent, waitFor } from 'storybook/test';

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Every scroll position in the document, as one string: equal twice in a row means scrolling stopped. */
const scrollPositions = () =>
  [document.documentElement, ...document.querySelectorAll<HTMLElement>('*')]
    .filter((element) => element.scrollLeft !== 0 || element.scrollTop !== 0)
    .map((element) => `${element.scrollLeft},${element.scrollTop}`)
    .join(';');

/** The tooltips showing now (a closed one's layer is `hidden`). */
const shownTooltips = () => [...document.querySelectorAll(':not([hidden]) > [role="tooltip"]')];

/**
 * Ends a story's play in a state a screenshot can rely on (for the visual suite): the pointer
 * leaves what the play clicked and no tooltip shows, no animation or transition is running, and
 * smooth scrolling has stopped. Stories only.
 */
export async function settle(...hovered: Element[]) {
  // A modal dialog turns pointer events off under it; leaving the element is still a pointer move.
  const pointer = userEvent.setup({ pointerEventsCheck: 0 });
  // A new user-event instance has no pointer position, so its unhover alone fires nothing:
  // put its pointer on the element first, then leave, so the element hears the pointer go.
  for (const element of hovered) {
    await pointer.hover(element);
    await pointer.unhover(element);
  }
  // user-event's click focuses through script, which Chromium marks :focus-visible (a real mouse
  // click does not), so the clicked button's tooltip would show on focus: take the focus off it.
  const focused = document.activeElement;
  if (
    focused instanceof HTMLElement &&
    shownTooltips().some((tooltip) => tooltip.parentElement?.parentElement?.contains(focused))
  ) {
    focused.blur();
  }
  await waitFor(() => expect(shownTooltips().map((tooltip) => tooltip.textContent)).toEqual([]));
  await waitFor(() =>
    expect(document.getAnimations().filter((animation) => animation.playState === 'running')).toHaveLength(0),
  );
  let previous = '';
  await waitFor(async () => {
    const now = scrollPositions();
    const stable = now === previous;
    previous = now;
    await frame();
    expect(stable).toBe(true);
  });
  await frame();
  await frame();
}
