import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeRefs } from './route-refs.ts';
import { type RouteDef, routeNames, routes } from './routes.ts';

const fieldsOf = (schema: z.ZodType | undefined) => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);

/** Where a route's schemas take the language (the references must say the same). */
const languageOf = (route: RouteDef) => {
  const places = [
    ...fieldsOf(route.query)
      .filter((field) => field === 'lang' || field === 'requestedLang')
      .map((field) => `query.${field}`),
    ...fieldsOf(route.body)
      .filter((field) => field === 'requestedLang')
      .map((field) => `body.${field}`),
  ];
  expect(places.length, `${route.path} takes its language in one place`).toBeLessThanOrEqual(1);
  return places[0];
};

describe('route references', () => {
  it('name every route of the table, and nothing else', () => {
    expect(Object.keys(routeRefs).sort()).toEqual([...routeNames].sort());
  });

  it.each(routeNames)('%s: the same name, method, path and language place as the route table', (name) => {
    const route: RouteDef = routes[name];
    expect(routeRefs[name]).toEqual({
      name,
      method: route.method,
      path: route.path,
      ...(languageOf(route) ? { language: languageOf(route) } : {}),
    });
  });
});
