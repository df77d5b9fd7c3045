import { z } from 'zod';

/** A whole number, zero or more: amounts, prices, points. */
export const countSchema = z.number().int().nonnegative();

/** Largest id a stored row can have (a PostgreSQL integer): a larger id is 400, never a database error. */
export const maxRowId = 2 ** 31 - 1;

/** The id of a stored thing (item, skill, vendor, quest...): 0 to maxRowId. */
export const idSchema = z.number().int().nonnegative().max(maxRowId);

/** An image path relative to the site root, e.g. `/images/items/sword.svg`. Empty when a layer or slot has no picture. */
export const imagePathSchema = z.string();

/** A point in time as an ISO 8601 UTC string, e.g. `2025-03-01T12:00:00.000Z`. */
export const dateTimeSchema = z.iso.datetime();
