import { describe, expect, it } from 'vitest';
import { baseInfoSchema, characterSchema } from './entities.ts';
import { enumValues, labelKey, ShopType, Stat } from './enums.ts';
import { errorBodySchema, errorCatalogue } from './errors.ts';
import { baseInfoFixtures, buildCharacter, newCharacter } from './fixtures.ts';
import { languageSchema } from './languages.ts';
import { characterNameSchema, nameProblem } from './names.ts';
import { replySchema, routes } from './routes.ts';

describe('fixtures', () => {
  it('are deterministic and parse with their schemas', () => {
    for (const seed of [1, 2, 3, 42, 9999]) {
      expect(buildCharacter(seed)).toEqual(buildCharacter(seed));
      expect(characterSchema.parse(buildCharacter(seed))).toEqual(buildCharacter(seed));
    }
    expect(characterSchema.parse(newCharacter('Wojsław')).name).toBe('Wojsław');
    for (const info of Object.values(baseInfoFixtures)) expect(baseInfoSchema.parse(info)).toEqual(info);
  });
});

describe('character names', () => {
  it.each(['Żaneta', 'Świętomira_2', 'Jean-Luc', 'Zoë der Große', 'abc'])('accepts %s', (name) => {
    expect(nameProblem(name)).toBeNull();
    expect(characterNameSchema.parse(name)).toBe(name);
  });

  it('trims before checking', () => {
    expect(characterNameSchema.parse('  Żaneta  ')).toBe('Żaneta');
    expect(nameProblem('  ab  ')).toBe('too-short');
  });

  it.each([
    ['', 'too-short'],
    ['ab', 'too-short'],
    ['a'.repeat(21), 'too-long'],
    ['Robert); DROP', 'bad-characters'],
    ['<script>', 'bad-characters'],
    ['tab\there', 'bad-characters'],
  ])('refuses %j (%s)', (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
    expect(characterNameSchema.safeParse(name).success).toBe(false);
  });
});

describe('languages', () => {
  it('accepts the five and refuses anything else', () => {
    for (const lng of ['pl', 'en', 'es', 'de', 'fr']) expect(languageSchema.parse(lng)).toBe(lng);
    for (const bad of ['', 'PL', 'it', null, undefined, 3]) expect(languageSchema.safeParse(bad).success).toBe(false);
  });
});

describe('enums', () => {
  it('keep the spec numbers', () => {
    expect(enumValues(ShopType)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ShopType.CosmeticsOnly).toBe(8);
    expect(labelKey('stat', Stat, Stat.Dexterity)).toBe('enum.stat.dexterity');
  });
});

describe('replies and errors', () => {
  it('wrap data in the envelope', () => {
    const body = { data: buildCharacter(5) };
    expect(replySchema(routes.getMyCharacter).parse(body)).toEqual(body);
    expect(replySchema(routes.getMyCharacter).safeParse(buildCharacter(5)).success).toBe(false);
  });

  it('give every error a 4xx or 5xx status and a schema-valid body', () => {
    for (const [code, { status }] of Object.entries(errorCatalogue)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(errorBodySchema.parse({ error: { code, message: 'x' } }).error.code).toBe(code);
    }
  });
});
