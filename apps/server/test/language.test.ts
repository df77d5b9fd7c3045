import { shopListSchema } from '@rpg/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, localize } from '../src/content/index.ts';
import { preferredLanguage } from '../src/http/routes.ts';
import { json, startTestServer, type TestServer } from './support/app.ts';
import { databaseVariants } from './support/databases.ts';
import { bearer, emulatorHost } from './support/emulator.ts';
import { createPlayer, type TestPlayer } from './support/players.ts';

emulatorHost();

describe('preferredLanguage', () => {
  it('takes the first supported language by quality, region subtags aside', () => {
    expect(preferredLanguage('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(preferredLanguage('it,fr;q=0.5,en;q=0.7')).toBe('en');
    expect(preferredLanguage('pt-BR, es-419;q=0.3')).toBe('es');
    expect(preferredLanguage('it, ja')).toBeUndefined();
    expect(preferredLanguage('fr;q=0, pl')).toBe('pl');
    expect(preferredLanguage(undefined)).toBeUndefined();
  });
});

describe.each(databaseVariants())('the language of calls without one on $name', (variant) => {
  let server: TestServer;
  let player: TestPlayer;
  beforeAll(async () => {
    server = await startTestServer(variant);
    player = await createPlayer(server, 'pl');
  });
  afterAll(async () => {
    await server?.close();
  });

  const vendorNames = async (headers: Record<string, string>, query = '') => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/shops/list${query}`,
      headers: { ...bearer(player.idToken), ...headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    return shopListSchema.parse(json<{ data: unknown }>(response).data).vendors.map((vendor) => vendor.name);
  };
  const namesIn = (lang: 'pl' | 'en' | 'de' | 'fr') => content.vendors.all.map((vendor) => localize(vendor.name, lang));

  it('answers in the language the player last asked for', async () => {
    expect(await vendorNames({})).toEqual(namesIn('pl'));
  });

  it('answers in the language of Accept-Language when it names one, and remembers it', async () => {
    expect(await vendorNames({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })).toEqual(namesIn('de'));
    // A header naming no game language leaves the choice to the language asked for last: German now.
    expect(await vendorNames({ 'accept-language': 'ja, it' })).toEqual(namesIn('de'));
  });

  it('lets an explicit lang win over Accept-Language', async () => {
    expect(await vendorNames({ 'accept-language': 'de' }, '?lang=fr')).toEqual(namesIn('fr'));
  });
});
