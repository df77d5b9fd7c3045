import { vars, wrapWordsShrinking } from '@rpg/design-system/css';

/**
 * The raised panel with the brand's keyline on top that several areas draw (the sign-in forms of account;
 * the name forms, the creation form, the stats panel and the character's hero of character): plain style
 * objects, spread into each file's own `style()`, so each class stays in its own file and the cascade is
 * what it was.
 */

/** The panel's surface: rounded, bordered, the keyline on top. */
export const keylinePanel = {
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderTop: `${vars.borderWidth.keyline} solid ${vars.color.tone.brand.solid}`,
  background: vars.color.surfaceRaised,
} as const;

/** A form on such a panel (AuthForms, ChangeNameForm): the small content width, raised higher. */
export const keylineFormPanel = {
  width: '100%',
  maxWidth: vars.contentWidth.small,
  padding: vars.space.large,
  ...keylinePanel,
  boxShadow: vars.shadow.medium,
  ...wrapWordsShrinking,
} as const;
