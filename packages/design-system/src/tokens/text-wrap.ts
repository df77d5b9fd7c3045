/**
 * How text breaks when a word is longer than its box. Three rules: two for words in a language (by how
 * the box gets its width) and one for strings with no language.
 *
 * Words in a language (the interface's words, the server's names of things: both in the document's
 * `lang`) break between words; a word longer than its box is hyphenated where its language allows
 * (`hyphens: auto` follows the `lang` of the document or of the element), and split without a hyphen
 * only where the browser knows no hyphenation for it (a browser without that language's dictionary,
 * such as the offline test Chromium), so it never overflows:
 * - `wrapWords` for a box whose width its container sets (a paragraph, a heading): `break-word`.
 * - `wrapWordsShrinking` for a box that takes its width from its content and must still fit a narrow
 *   container (a button, a card or row in a flex or grid track that may shrink below its longest word):
 *   `anywhere`, so the longest word does not set its least width. Hyphenation points still come first.
 *
 * `wrapAnywhere` is for strings with no language (a player's name, an address): no hyphenation rule
 * applies, so they split between any two characters, and never widen their box. Where such a name is a
 * label, show it on one line with an ellipsis instead, whole on hover and focus.
 *
 * Spread one into a style: `style({ ...wrapWords, ... })`.
 */
export const wrapWords = { overflowWrap: 'break-word', hyphens: 'auto' } as const;

/** See `wrapWords`: words in a language, in a box that may shrink below its longest word. */
export const wrapWordsShrinking = { overflowWrap: 'anywhere', hyphens: 'auto' } as const;

/** See `wrapWords`: for strings with no language (names, addresses), never hyphenated, split anywhere. */
export const wrapAnywhere = { overflowWrap: 'anywhere', hyphens: 'manual' } as const;
