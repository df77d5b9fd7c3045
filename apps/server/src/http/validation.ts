import { languages } from '@rpg/contracts';
import type { z } from 'zod';
import { AppError } from './errors.ts';

/** Fields that carry the language: any problem with them is `unsupported-language`. */
const languageFields = new Set(['lang', 'requestedLang']);

const describePath = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * Turns a failed zod parse of a query or body into the contract's error: a language
 * problem is unsupported-language, a name problem invalid-name, anything else
 * bad-request naming the field. The first issue decides (zod reports in field order).
 */
export const validationError = (error: z.ZodError, where: 'query' | 'body', input: unknown): AppError => {
  const issue = error.issues[0];
  if (!issue) return new AppError('bad-request', `The request ${where} does not match the contract.`);
  const field = describePath(issue.path);
  const top = String(issue.path[0] ?? '');
  if (field === '') {
    return new AppError(
      'bad-request',
      where === 'body' ? 'The request body must be a JSON object.' : 'The query string does not match the contract.',
    );
  }
  if (languageFields.has(top)) {
    const missing = valueAt(input, issue.path) === undefined;
    return new AppError(
      'unsupported-language',
      missing
        ? `The ${where === 'query' ? 'query parameter' : 'field'} "${field}" is required: one of ${languages.join(', ')}.`
        : `Unsupported language in "${field}": it must be one of ${languages.join(', ')}.`,
      { field },
    );
  }
  if (issue.code === 'invalid_type') {
    const missing = valueAt(input, issue.path) === undefined;
    return new AppError(
      'bad-request',
      missing ? `The field "${field}" is required.` : `The field "${field}" must be ${articled(issue.expected)}.`,
      { field },
    );
  }
  if (top === 'name') return new AppError('invalid-name', issue.message, { field });
  return new AppError('bad-request', `Invalid "${field}": ${issue.message}`, { field });
};

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown => {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
};

const articled = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);
