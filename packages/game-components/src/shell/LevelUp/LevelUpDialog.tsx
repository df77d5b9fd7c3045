import { useRef } from 'react';
import { onDemand } from '../../shared/private/on-demand.tsx';

/** Most visits never level up: the dialog's code loads the first time it opens. */
const OnDemandContent = onDemand(async () => (await import('./LevelUpDialogContent.tsx')).LevelUpDialogContent);

export interface LevelUpDialogProps {
  /** The level the character has just reached: given, the moment is shown; `undefined`, it is closed. */
  level: number | undefined;
  /** The unspent stat points the character has now (0: none, the link to spend them is left out). */
  statPoints: number;
  /** The player closed it (the close button, Escape, a click outside, or the link to the stats). */
  onClose: () => void;
  /** The link to the stats was followed (the host plays its click sound); the dialog closes too. */
  onSpendPoints?: () => void;
}

/**
 * The level-up moment: whatever raised the level (a fight, a quest, an adventure), the player sees
 * the new level, the stat points now waiting and a link to spend them (`/my-character/stats`). A
 * modal dialog, so a screen reader announces its title and what it says; focus goes back where it
 * was when it closes. The emblem's glow and rise are still under reduced motion. Its code loads
 * the first time it opens.
 */
export function LevelUpDialog({ level, statPoints, onClose, onSpendPoints }: LevelUpDialogProps) {
  const last = useRef(level ?? 1);
  if (level !== undefined) last.current = level;
  return (
    <OnDemandContent
      open={level !== undefined}
      level={level ?? last.current}
      statPoints={statPoints}
      onClose={onClose}
      onSpendPoints={onSpendPoints}
    />
  );
}
