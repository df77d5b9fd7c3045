import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeRefs } from './route-refs.ts';
import { type RouteDef, routeNames, routes } from './routes.ts';

const fieldsOf = (schema: z.ZodType | undefined) => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);

/** Where a route's schemas take the language: its query's `lang` or `requestedLang`, or its body's `requestedLang`. */
const schemaLanguagePlaces = (route: RouteDef) => [
  ...fieldsOf(route.query)
    .filter((field) => field === 'lang' || field === 'requestedLang')
    .map((field) => `query.${field}`),
  ...fieldsOf(route.body)
    .filter((field) => field === 'requestedLang')
    .map((field) => `body.${field}`),
];

// A route's method and path are written once (routeAddresses); its language place is written there too, and
// its schemas say it again in their fields: the two must agree, since the app sends the language where the
// address says and the server reads it where the schemas say.
describe('route addresses', () => {
  it.each(routeNames)('%s: the language place is the one its schemas take', (name) => {
    const route: RouteDef = routes[name];
    const places = schemaLanguagePlaces(route);
    expect(places.length, 'the language in one place at most').toBeLessThanOrEqual(1);
    expect(route.language).toBe(places[0]);
  });

  it('give each reference its name and address, and no schema', () => {
    for (const name of routeNames) {
      const { method, path, language } = routes[name] as RouteDef;
      expect(routeRefs[name]).toEqual({ name, method, path, ...(language ? { language } : {}) });
    }
  });
});
