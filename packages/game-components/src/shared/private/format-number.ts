/** Values from this size on are shown compact ("1.2B"), with the full number kept for screen readers and tooltips. */
export const compactThreshold = 1_000_000;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: string, compact: boolean): Intl.NumberFormat {
  const key = `${language}|${compact ? 'compact' : 'full'}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      language,
      compact
        ? { notation: 'compact', compactDisplay: 'short', maximumFractionDigits: 1 }
        : { maximumFractionDigits: 0 },
    );
    formatters.set(key, format);
  }
  return format;
}

export interface FormattedAmount {
  /** The whole number, grouped for the language ("1 234 567" in Polish). */
  full: string;
  /** The compact form for large values ("1,2 mln"), else undefined. */
  compact: string | undefined;
}

/** Formats a count for the interface language with Intl.NumberFormat. */
export function formatAmount(value: number, language: string): FormattedAmount {
  const full = formatter(language, false).format(value);
  const compact = Math.abs(value) >= compactThreshold ? formatter(language, true).format(value) : undefined;
  return { full, compact };
}

/** A whole number formatted for the interface language. */
export function formatNumber(value: number, language: string): string {
  return formatter(language, false).format(value);
}
