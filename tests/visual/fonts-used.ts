import type { CDPSession, Page } from '@playwright/test';

/**
 * The fonts a page really drew its text with, as Chromium reports them per element (DevTools'
 * "Rendered fonts"). A font the page did not load itself (`isCustomFont: false`) came from the
 * machine: its glyphs, and so the screenshot, depend on what that machine has installed.
 */
export type UsedFont = { familyName: string; isCustomFont: boolean; glyphCount: number };

type DomNode = { nodeId: number; nodeType: number; nodeName: string; nodeValue: string; children?: DomNode[] };

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function sessionOf(page: Page) {
  let session = sessions.get(page);
  if (!session) {
    session = (async () => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      return cdp;
    })();
    sessions.set(page, session);
  }
  return session;
}

/** Every font that drew a text of the page, with the first text it drew (to name in a failure). */
export async function fontsUsed(page: Page): Promise<Map<string, UsedFont & { sample: string }>> {
  const cdp = await sessionOf(page);
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1 })) as { root: DomNode };
  const elements: { nodeId: number; text: string }[] = [];
  const visit = (node: DomNode) => {
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(node.nodeName)) return;
    const text = (node.children ?? [])
      .filter((child) => child.nodeType === 3)
      .map((child) => child.nodeValue)
      .join('')
      .trim();
    if (node.nodeType === 1 && text) elements.push({ nodeId: node.nodeId, text });
    for (const child of node.children ?? []) visit(child);
  };
  visit(root);
  const used = new Map<string, UsedFont & { sample: string }>();
  const replies = await Promise.all(
    elements.map(({ nodeId }) =>
      cdp.send('CSS.getPlatformFontsForNode', { nodeId }).catch(() => ({ fonts: [] as UsedFont[] })),
    ),
  );
  replies.forEach(({ fonts }, i) => {
    for (const font of fonts as UsedFont[]) {
      const key = `${font.familyName}${font.isCustomFont ? '' : ' (installed)'}`;
      if (!used.has(key)) used.set(key, { ...font, sample: elements[i]?.text.slice(0, 60) ?? '' });
    }
  });
  return used;
}
