import { vars } from '@rpg/design-system/css';
import { avatarCanvas } from '@rpg/game-assets';

/**
 * The backdrop a preview dialog shows the avatar on (PremiumPreviewDialog of premium, RecipePreviewDialog
 * of shop): a plain style object, spread into each file's own `style()`, so the class stays in its file.
 * The frame keeps the avatar's 320 x 384 size while loading or failing, so nothing jumps.
 */
export const avatarStage = {
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  width: '100%',
  minHeight: avatarCanvas.height,
  borderRadius: vars.radius.large,
  background: `radial-gradient(circle at 50% 40%, ${vars.color.tone.brand.soft}, ${vars.color.surfaceSunken} 70%)`,
} as const;
