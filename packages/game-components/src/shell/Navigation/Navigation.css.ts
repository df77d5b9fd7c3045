import { media, vars, wrapWords, wrapWordsShrinking } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { bareList } from '../../shared/private/layout.css.ts';

const focusRing = {
  outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focusRing.offset,
} as const;

export const header = style({
  display: 'block',
  // A tooltip near the edge is shifted on screen, but its box before the shift could still widen
  // the page on phones: nothing in the header may scroll the page sideways.
  overflowX: 'clip',
  background: vars.color.surfaceRaised,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  color: vars.color.text,
});

/**
 * Phone, signed in: brand and menu button on the first row, the balance and language on the second
 * (logout and the game's sections live in the drawer, with the language again). From the tablet breakpoint: brand, balance,
 * language and logout on one row, the sections below. Signed out: brand, links and language. The
 * DOM order (brand, language, logout, links) is the reading order of every layout.
 */
export const inner = style({
  display: 'grid',
  // Phones, signed in: the brand beside the menu button (the title needs the row's width), the
  // balance beside the language; logout lives in the drawer.
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"brand menu" "balance language" "nav nav"',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xsmall,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
      gridTemplateAreas: '"brand balance language logout" "nav nav nav nav"',
      // The menu button is hidden from here on; its column is not needed.
      columnGap: vars.space.medium,
      rowGap: vars.space.small,
      paddingBlock: vars.space.small,
      paddingInline: vars.space.large,
    },
  },
});

export const innerSignedOut = style({
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"brand language" "nav nav"',
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"brand nav language"',
    },
  },
});

export const brand = style({
  gridArea: 'brand',
  justifySelf: 'start',
  minWidth: 0,
  fontFamily: vars.font.family.display,
  fontWeight: vars.font.weight.display,
  fontSize: vars.heading['4'].phone.fontSize,
  lineHeight: vars.heading['4'].phone.lineHeight,
  color: vars.color.tone.brand.text,
  letterSpacing: '0.02em',
  textDecoration: 'none',
  ...wrapWords,
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { color: vars.color.tone.brand.solidHover },
    '&:focus-visible': focusRing,
  },
  '@media': {
    [media.tablet]: {
      fontSize: vars.heading['3'].phone.fontSize,
      lineHeight: vars.heading['3'].phone.lineHeight,
    },
  },
});

export const balance = style({
  gridArea: 'balance',
  minWidth: 0,
  '@media': {
    [media.tablet]: { justifySelf: 'end' },
  },
});

export const language = style({
  gridArea: 'language',
  justifySelf: 'end',
});

export const logout = style({
  gridArea: 'logout',
  justifySelf: 'end',
  display: 'none',
  '@media': { [media.tablet]: { display: 'block' } },
});

export const nav = style({
  gridArea: 'nav',
  minWidth: 0,
});

/** Signed in, the header's sections are for wide screens: phones use the drawer. */
export const navSignedIn = style({
  display: 'none',
  '@media': {
    [media.tablet]: {
      display: 'block',
      paddingBlockStart: vars.space.xsmall,
      borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    },
  },
});

/** The menu button: phones only (signed in). */
export const menu = style({
  gridArea: 'menu',
  justifySelf: 'end',
  '@media': { [media.tablet]: { display: 'none' } },
});

export const drawerNav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const drawerSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

/** A section's name over its links in the drawer: small capitals, quiet. */
export const drawerSectionLabel = style({
  margin: 0,
  paddingInline: vars.space.small,
  fontFamily: vars.font.family.display,
  fontWeight: vars.font.weight.display,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.tone.brand.text,
  ...wrapWordsShrinking,
});

/** Language and logout, under the sections. */
export const drawerFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlockStart: vars.space.medium,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const drawerList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  ...bareList,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  ...bareList,
});

export const listSignedOut = style({
  '@media': {
    [media.tablet]: { justifyContent: 'flex-end' },
  },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.controlHeight.small,
  paddingBlock: vars.space.none,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.strong,
  color: vars.color.textMuted,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transitionProperty: 'color, background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.tone.neutral.soft },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': {
      color: vars.color.tone.brand.onSoft,
      background: vars.color.tone.brand.soft,
      boxShadow: `inset 0 calc(-1 * ${vars.borderWidth.thick}) 0 ${vars.color.tone.brand.solid}`,
    },
  },
});

/** A drawer link: a full-width row, easy to hit with a thumb. */
export const drawerLink = style([
  link,
  {
    display: 'flex',
    width: '100%',
    boxSizing: 'border-box',
    minHeight: vars.controlHeight.standard,
    fontSize: vars.text.standard.fontSize,
    lineHeight: vars.text.standard.lineHeight,
    whiteSpace: 'normal',
    ...wrapWordsShrinking,
  },
]);

/** The wide navigation: the sections in one row (a menu each, the ranking a plain link). */
export const sections = style({
  ...bareList,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

export const section = style({
  position: 'relative',
});

const sectionControl = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.controlHeight.standard,
  paddingBlock: vars.space.none,
  paddingInline: vars.space.medium,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
  color: vars.color.textMuted,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionProperty: 'color, background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
} as const;

const currentMark = {
  color: vars.color.tone.brand.onSoft,
  background: vars.color.tone.brand.soft,
  boxShadow: `inset 0 calc(-1 * ${vars.borderWidth.thick}) 0 ${vars.color.tone.brand.solid}`,
} as const;

/** A section's disclosure button: open, it looks pressed; holding the current page, it is marked like a current link. */
export const sectionButton = style({
  ...sectionControl,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.tone.neutral.soft },
    '&:focus-visible': focusRing,
    '&[aria-expanded="true"]': { color: vars.color.text, background: vars.color.tone.neutral.soft },
  },
});

export const sectionButtonCurrent = style({
  ...currentMark,
  selectors: {
    '&:hover, &[aria-expanded="true"]': {
      color: vars.color.tone.brand.onSoft,
      background: vars.color.tone.brand.softHover,
    },
  },
});

/** A section of one link (the ranking) sits in the row like the menus' buttons. */
export const sectionLink = style({
  ...sectionControl,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.tone.neutral.soft },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': currentMark,
  },
});

export const disclosureIcon = style({
  display: 'flex',
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const disclosureIconOpen = style({ transform: 'rotate(180deg)' });

/** An open section's links, dropped under its button over the page. */
export const panel = style({
  ...bareList,
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space.xxsmall})`,
  insetInlineStart: 0,
  zIndex: vars.zIndex.dropdown,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: `calc(${vars.contentWidth.xsmall} * 0.7)`,
  maxWidth: `calc(100vw - 2 * ${vars.space.large})`,
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderTop: `${vars.borderWidth.thick} solid ${vars.color.tone.brand.solid}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.large,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** A link in an open section: a full-width row. */
export const panelLink = style([
  link,
  {
    display: 'flex',
    width: '100%',
    boxSizing: 'border-box',
    minHeight: vars.controlHeight.standard,
    paddingInline: vars.space.medium,
    fontSize: vars.text.standard.fontSize,
    lineHeight: vars.text.standard.lineHeight,
    color: vars.color.text,
  },
]);
