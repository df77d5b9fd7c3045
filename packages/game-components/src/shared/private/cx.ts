/** Joins class names, skipping empty ones. */
export function cx(...classNames: Array<string | false | null | undefined>): string | undefined {
  const joined = classNames.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}
