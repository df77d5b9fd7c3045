import { z } from 'zod';

export const characterNameLimits = { min: 3, max: 20 } as const;

/**
 * A run of letters of any script (each with at most 3 combining marks: "é" typed as e + U+0301, the
 * vowel signs of Devanagari or Thai), decimal digits, a space, '-' or '_'. A mark never starts a run.
 */
const namePattern = /^(?:\p{L}\p{M}{0,3}|\p{Nd}|[ _-])+$/u;
/**
 * Characters that show nothing (zero-width spaces and joiners, direction marks, the Hangul fillers,
 * variation selectors...): a name made of them looks blank, and one with them looks like another.
 */
const invisible = /\p{Default_Ignorable_Code_Point}/u;
/** A name people can see: at least one letter or digit. */
const visible = /[\p{L}\p{Nd}]/u;

/**
 * The name as it is checked and stored: compatibility forms folded (NFKC: fullwidth "Ｚｏｅ" is "Zoe",
 * "Zoe" + U+0301 is "Zoé", a no-break or ideographic space is a space), every run of white space one
 * space, trimmed.
 */
export const normaliseCharacterName = (raw: string): string =>
  raw
    .normalize('NFKC')
    .replace(/\p{Zs}+/gu, ' ')
    .trim();

/** Which naming rule a name breaks, so a client can show a translated message. */
export type NameProblem = 'too-short' | 'too-long' | 'bad-characters';

export const nameProblemMessages: Record<NameProblem, string> = {
  'too-short': `The name needs at least ${characterNameLimits.min} characters.`,
  'too-long': `The name may have at most ${characterNameLimits.max} characters.`,
  'bad-characters': 'Use only letters, digits, spaces, "-" and "_".',
};

/** The first rule the (normalised) name breaks, or null when it is valid. */
export const nameProblem = (raw: string): NameProblem | null => {
  const name = normaliseCharacterName(raw);
  if (invisible.test(name)) return 'bad-characters';
  const length = [...name].length;
  if (length < characterNameLimits.min) return 'too-short';
  if (length > characterNameLimits.max) return 'too-long';
  if (!namePattern.test(name) || !visible.test(name)) return 'bad-characters';
  return null;
};

/**
 * A character name: normalised (normaliseCharacterName), 3 to 20 characters, letters of any script
 * (so Polish or Hindi names work), digits, space, '-' and '_', nothing invisible. Uniqueness (of how
 * the name looks, not only its letter case) is checked by the server.
 */
export const characterNameSchema = z
  .string()
  .overwrite(normaliseCharacterName)
  .superRefine((name, ctx) => {
    const problem = nameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: nameProblemMessages[problem], params: { problem } });
  });
