import { z } from 'zod';

export const characterNameLimits = { min: 3, max: 20 } as const;

/** Letters of any script, digits, space, '-' and '_'. */
const namePattern = /^[\p{L}\p{N} _-]+$/u;

/** Which naming rule a name breaks, so a client can show a translated message. */
export type NameProblem = 'too-short' | 'too-long' | 'bad-characters';

export const nameProblemMessages: Record<NameProblem, string> = {
  'too-short': `The name needs at least ${characterNameLimits.min} characters.`,
  'too-long': `The name may have at most ${characterNameLimits.max} characters.`,
  'bad-characters': 'Use only letters, digits, spaces, "-" and "_".',
};

/** The first rule the (trimmed) name breaks, or null when it is valid. */
export const nameProblem = (raw: string): NameProblem | null => {
  const name = raw.trim();
  const length = [...name].length;
  if (length < characterNameLimits.min) return 'too-short';
  if (length > characterNameLimits.max) return 'too-long';
  if (!namePattern.test(name)) return 'bad-characters';
  return null;
};

/**
 * A character name: trimmed, 3 to 20 characters, letters of any script (so Polish
 * names work), digits, space, '-' and '_'. Uniqueness is checked by the server.
 */
export const characterNameSchema = z
  .string()
  .trim()
  .superRefine((name, ctx) => {
    const problem = nameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: nameProblemMessages[problem], params: { problem } });
  });
