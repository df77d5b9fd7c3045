import { describe, expect, it } from 'vitest';
import { errorCodes } from './errors.ts';
import { openApiDocument } from './openapi.ts';
import { type RouteDef, routeNames, routes } from './routes.ts';

const refsOf = (value: unknown): string[] =>
  typeof value !== 'object' || value === null
    ? []
    : Object.entries(value).flatMap(([key, inner]) =>
        key === '$ref' && typeof inner === 'string' ? [inner] : refsOf(inner),
      );

describe('the OpenAPI document', () => {
  const document = openApiDocument();

  it('is OpenAPI 3.1 with bearer auth', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers[0]?.url).toBe('/api');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.security).toEqual([{ bearerAuth: [] }]);
  });

  it('lists every route of the table', () => {
    for (const name of routeNames) {
      const route: RouteDef = routes[name];
      const operation = document.paths[route.path]?.[route.method === 'GET' ? 'get' : 'post'];
      expect(operation?.operationId, `${route.method} ${route.path}`).toBe(name);
    }
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(routeNames.length);
  });

  it('describes parameters, bodies, replies and errors', () => {
    const getShop = document.paths['/shops/{id}']?.get;
    expect(getShop?.parameters?.map((p) => [p.name, p.in, p.required])).toEqual([
      ['id', 'path', true],
      ['lang', 'query', false],
    ]);
    const locations = document.paths['/locations']?.get;
    expect(locations?.parameters).toEqual([expect.objectContaining({ name: 'lang', in: 'query', required: true })]);
    const buy = document.paths['/shops/buy']?.post;
    expect(buy?.requestBody?.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/IdRequest' });
    expect(buy?.responses['200']?.content?.['application/json'].schema).toEqual({
      $ref: '#/components/schemas/BuyShopItemReply',
    });
    expect(document.components.schemas.BuyShopItemReply?.required).toEqual([
      'data',
      'myCharacterBaseInfo',
      'myCharacter',
      'isSuccess',
    ]);
    expect(buy?.responses['409']?.description).toContain('backpack-full');
    expect(document.paths['/arena/roll']?.post?.['x-design-note']).toBeTruthy();
    expect(document.paths['/battle/roll']?.post?.requestBody).toBeUndefined();
  });

  it('resolves every reference, and keeps the error codes and the spec spellings', () => {
    for (const ref of refsOf(document)) {
      const id = ref.replace('#/components/schemas/', '');
      expect(document.components.schemas[id], ref).toBeDefined();
    }
    const errorBody = JSON.stringify(document.components.schemas.ErrorBody);
    for (const code of errorCodes) expect(errorBody).toContain(`"${code}"`);
    const text = JSON.stringify(document);
    for (const spelling of [
      'doStatsPointsAvaiable',
      'doStatsPointsAvailable',
      'CurrentIndex',
      '/adventures/retrive',
      '/skills/forgot',
    ]) {
      expect(text).toContain(spelling);
    }
  });

  it('is plain JSON and the same on every call', () => {
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
    expect(openApiDocument()).toEqual(document);
    expect(openApiDocument({ serverUrl: 'https://rpg.example/api' }).servers[0]?.url).toBe('https://rpg.example/api');
  });
});
