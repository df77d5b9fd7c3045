import type { ReactNode } from 'react';
import { Box } from '../Box/Box.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { button, content, icon as iconClass } from '../private/button-styles.css.ts';
import { cx } from '../private/cx.ts';
import { resetClassName } from '../private/reset-class-name.ts';
import { clampPage } from './clamp-page.ts';
import { chevron, nav, status } from './Pagination.css.ts';

export interface PaginationProps {
  /** The navigation's accessible name (e.g. "Ranking pages"). */
  label: string;
  /** The current page, 1-based; clamped into 1..totalPages. */
  page: number;
  /** The number of pages (at least 1 is shown). */
  totalPages: number;
  /** Called with the page to go to. */
  onChange: (page: number) => void;
  /** Text of the previous button (e.g. "Previous"). */
  previousLabel: string;
  /** Text of the next button (e.g. "Next"). */
  nextLabel: string;
  /** The current position as text, e.g. `(page, total) => \`Page ${page} of ${total}\``; announced when it changes. */
  pageLabel: (page: number, totalPages: number) => string;
}

/**
 * A button that stays focusable when disabled (aria-disabled), so focus is not lost when
 * the last page is reached with the keyboard.
 */
function PageButton({ disabled, onPress, children }: { disabled: boolean; onPress: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onPress();
      }}
      className={cx(resetClassName('button'), button({ variant: 'soft', tone: 'neutral', size: 'standard', disabled }))}
    >
      <span className={content}>{children}</span>
    </button>
  );
}

/**
 * Previous/next paging within 1..totalPages, with the current position as text.
 * Previous is disabled on page 1, next on the last page.
 */
export function Pagination({
  label,
  page: pageProp,
  totalPages: totalProp,
  onChange,
  previousLabel,
  nextLabel,
  pageLabel,
}: PaginationProps) {
  const { page, totalPages } = clampPage(pageProp, totalProp);
  return (
    <Box as="nav" aria-label={label} className={nav}>
      <PageButton disabled={page <= 1} onPress={() => onChange(page - 1)}>
        <span className={cx(iconClass, chevron)}>
          <Icon name="chevron-left" />
        </span>
        {previousLabel}
      </PageButton>
      <span className={status} aria-live="polite" aria-atomic="true">
        {pageLabel(page, totalPages)}
      </span>
      <PageButton disabled={page >= totalPages} onPress={() => onChange(page + 1)}>
        {nextLabel}
        <span className={cx(iconClass, chevron)}>
          <Icon name="chevron-right" />
        </span>
      </PageButton>
    </Box>
  );
}
