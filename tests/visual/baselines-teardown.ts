import type { FullConfig } from '@playwright/test';
import { applyUpdates } from './baselines.ts';
import { expectedKeys } from './stories.ts';

/**
 * The baselines Playwright wrote in this run go into the committed index (baselines.ts). A run that updates
 * baselines also drops those of stories that are gone or no longer shot, so the store holds only what the
 * suite compares.
 */
export default function teardown(config: FullConfig) {
  const updating = config.updateSnapshots === 'all' || config.updateSnapshots === 'changed';
  applyUpdates(updating ? new Set(expectedKeys()) : undefined);
}
