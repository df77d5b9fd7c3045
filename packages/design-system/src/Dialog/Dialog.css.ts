import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { fadeIn, scrollRegionFocus } from '../private/ModalShell.css.ts';
import { vars } from '../themes/contract.css.ts';
import { breakpointQuery } from '../tokens/breakpoints.ts';

export const dialogSizes = ['small', 'standard', 'large'] as const;

const riseIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.large})` },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/**
 * Phones: a sheet pinned to the bottom, full width. From tablets: a centred panel.
 * Scrolls inside itself when the content is taller than the screen.
 */
export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    left: 0,
    right: 0,
    bottom: 0,
    maxHeight: '100dvh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    borderTopWidth: vars.borderWidth.standard,
    borderTopStyle: 'solid',
    borderColor: vars.color.border,
    borderTopLeftRadius: vars.radius.large,
    borderTopRightRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    animationName: riseIn,
    animationDuration: vars.motion.duration.standard,
    animationTimingFunction: vars.motion.easing.enter,
    selectors: { '&:focus': { outline: 'none' } },
    '@media': {
      [breakpointQuery.tablet]: {
        left: '50%',
        right: 'auto',
        top: '50%',
        bottom: 'auto',
        width: `calc(100% - 2 * ${vars.space.xlarge})`,
        maxHeight: `calc(100dvh - 2 * ${vars.space.xlarge})`,
        transform: 'translate(-50%, -50%)',
        borderWidth: vars.borderWidth.standard,
        borderStyle: 'solid',
        borderRadius: vars.radius.large,
        animationName: fadeIn,
      },
    },
  },
  variants: {
    size: {
      small: { '@media': { [breakpointQuery.tablet]: { maxWidth: vars.contentWidth.small } } },
      standard: { '@media': { [breakpointQuery.tablet]: { maxWidth: vars.contentWidth.medium } } },
      large: { '@media': { [breakpointQuery.tablet]: { maxWidth: vars.contentWidth.large } } },
    },
  },
  defaultVariants: { size: 'standard' },
});

const sectionPadding = {
  paddingLeft: vars.space.medium,
  paddingRight: vars.space.medium,
  '@media': { [breakpointQuery.tablet]: { paddingLeft: vars.space.large, paddingRight: vars.space.large } },
} as const;

export const header = style([
  sectionPadding,
  {
    paddingTop: vars.space.large,
    paddingBottom: vars.space.small,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
  },
]);

export const body = style([
  sectionPadding,
  {
    overflowY: 'auto',
    flexGrow: 1,
    paddingBottom: vars.space.medium,
    selectors: scrollRegionFocus,
  },
]);

export const footer = style([
  sectionPadding,
  {
    display: 'flex',
    flexDirection: 'column-reverse',
    alignItems: 'stretch',
    gap: vars.space.small,
    paddingTop: vars.space.medium,
    paddingBottom: vars.space.medium,
    borderTopWidth: vars.borderWidth.standard,
    borderTopStyle: 'solid',
    borderTopColor: vars.color.border,
    '@media': {
      [breakpointQuery.tablet]: {
        flexDirection: 'row',
        flexWrap: 'wrap',
        justifyContent: 'flex-end',
        alignItems: 'center',
      },
    },
  },
]);

export const title = style({ margin: 0 });

export const description = style({ margin: 0, color: vars.color.textMuted });
