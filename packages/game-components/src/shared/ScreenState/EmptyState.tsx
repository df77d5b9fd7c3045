import { Heading, Icon, Text } from '@rpg/design-system';
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
      <span className={styles.glyph}>
        <Icon name="empty" />
      </span>
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
