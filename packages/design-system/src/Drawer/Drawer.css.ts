import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { scrollRegionFocus } from '../private/ModalShell.css.ts';
import { vars } from '../themes/contract.css.ts';
import { wrapWordsShrinking } from '../tokens/text-wrap.ts';

export const drawerSides = ['left', 'right'] as const;
export const drawerSizes = ['small', 'standard'] as const;

const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

/** A full-height panel from one side; on phones it leaves a strip of the page visible. */
export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    top: 0,
    bottom: 0,
    width: `calc(100% - ${vars.space.xxlarge})`,
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    borderColor: vars.color.border,
    borderStyle: 'solid',
    borderWidth: 0,
    boxShadow: vars.shadow.large,
    animationDuration: vars.motion.duration.standard,
    animationTimingFunction: vars.motion.easing.enter,
    selectors: { '&:focus': { outline: 'none' } },
  },
  variants: {
    side: {
      left: { left: 0, borderRightWidth: vars.borderWidth.standard, animationName: slideFromLeft },
      right: { right: 0, borderLeftWidth: vars.borderWidth.standard, animationName: slideFromRight },
    },
    size: {
      small: { maxWidth: vars.contentWidth.xsmall },
      standard: { maxWidth: vars.contentWidth.small },
    },
  },
  defaultVariants: { side: 'left', size: 'standard' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingTop: vars.space.small,
  paddingBottom: vars.space.small,
  paddingLeft: vars.space.medium,
  paddingRight: vars.space.xsmall,
  borderBottomWidth: vars.borderWidth.standard,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flexGrow: 1,
  minWidth: 0,
  // Centre a one-line title on the close button.
  minHeight: vars.controlHeight.standard,
  justifyContent: 'center',
  ...wrapWordsShrinking,
});

export const title = style({ margin: 0 });

export const description = style({ margin: 0, color: vars.color.textMuted });

export const body = style({
  flexGrow: 1,
  overflowY: 'auto',
  paddingTop: vars.space.medium,
  paddingBottom: vars.space.medium,
  paddingLeft: vars.space.medium,
  paddingRight: vars.space.medium,
  selectors: scrollRegionFocus,
});
