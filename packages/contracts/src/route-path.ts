/** The path of a call with its parameters filled in: routePath(routes.getShop, { id: 3 }) === '/shops/3'. */
export const routePath = (route: { path: string }, params: Record<string, string | number> = {}): string =>
  route.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${route.path}`);
    return encodeURIComponent(String(value));
  });
