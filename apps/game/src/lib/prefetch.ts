/** Loads the code of the route at a path ahead of a click; the router registers how. */
let loader: ((href: string) => void) | undefined;
const done = new Set<string>();

export const registerPrefetch = (load: (href: string) => void) => {
  loader = load;
};

/** Called on hover and focus of a link: the route's chunk is usually there before the click. */
export const prefetch = (href: string) => {
  if (done.has(href) || !loader) return;
  done.add(href);
  loader(href);
};
