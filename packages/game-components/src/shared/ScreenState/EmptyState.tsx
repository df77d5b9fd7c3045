import { Heading, Text } from '@rpg/design-system';
import type { ReactNode } from 'react';
import * as styles from './ScreenState.css.ts';

export interface EmptyStateProps {
  /** What is missing ("No quests yet"). */
  title: string;
  /** Why, or what to do about it. */
  description?: string;
  /** A button or link that fills the void (e.g. a link to the shop). */
  action?: ReactNode;
}

/** Shown when a list has nothing in it: a title, an explanation and an optional way forward. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <section className={styles.panel} aria-label={title}>
      <svg className={styles.glyph} aria-hidden="true" width="1em" height="1em" viewBox="0 0 24 24" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
          d="M3 9h18v11H3zM3 9l3-5h12l3 5M9 13h6"
        />
      </svg>
      <Heading level={3} as="h2">
        {title}
      </Heading>
      {description !== undefined && (
        <Text as="p" tone="secondary">
          {description}
        </Text>
      )}
      {action}
    </section>
  );
}
