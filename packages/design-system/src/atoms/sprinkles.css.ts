import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../themes/contract.css.ts';
import { breakpointQuery } from '../tokens/breakpoints.ts';

const responsiveProperties = defineProperties({
  conditions: {
    phone: {},
    tablet: { '@media': breakpointQuery.tablet },
    desktop: { '@media': breakpointQuery.desktop },
  },
  defaultCondition: 'phone',
  responsiveArray: ['phone', 'tablet', 'desktop'],
  properties: {
    display: {
      none: 'none',
      block: 'block',
      inline: 'inline',
      inlineBlock: 'inline-block',
      flex: 'flex',
      inlineFlex: 'inline-flex',
    },
    flexDirection: { row: 'row', column: 'column', rowReverse: 'row-reverse', columnReverse: 'column-reverse' },
    alignItems: {
      flexStart: 'flex-start',
      center: 'center',
      flexEnd: 'flex-end',
      stretch: 'stretch',
      baseline: 'baseline',
    },
    justifyContent: {
      flexStart: 'flex-start',
      center: 'center',
      flexEnd: 'flex-end',
      spaceBetween: 'space-between',
      stretch: 'stretch',
    },
    flexWrap: { wrap: 'wrap', nowrap: 'nowrap' },
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    textAlign: { left: 'left', center: 'center', right: 'right' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const { tone } = vars.color;

const unresponsiveProperties = defineProperties({
  properties: {
    background: {
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      neutral: tone.neutral.solid,
      neutralSoft: tone.neutral.soft,
      brand: tone.brand.solid,
      brandSoft: tone.brand.soft,
      positive: tone.positive.solid,
      positiveSoft: tone.positive.soft,
      caution: tone.caution.solid,
      cautionSoft: tone.caution.soft,
      critical: tone.critical.solid,
      criticalSoft: tone.critical.soft,
      info: tone.info.solid,
      infoSoft: tone.info.soft,
    },
    color: {
      neutral: vars.color.text,
      secondary: vars.color.textMuted,
      brand: tone.brand.text,
      positive: tone.positive.text,
      caution: tone.caution.text,
      critical: tone.critical.text,
      info: tone.info.text,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    width: { full: '100%' },
    height: { full: '100%' },
    minWidth: { 0: '0' },
    maxWidth: vars.contentWidth,
    position: ['relative', 'absolute', 'fixed', 'sticky'],
    overflow: ['hidden', 'auto'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    zIndex: vars.zIndex,
  },
});

/** Atoms: token-valued style props. Only `Box` turns them into classes. */
export const sprinkles = createSprinkles(responsiveProperties, unresponsiveProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
