/**
 * The one typed token shape. Every theme is a plain object of this type, poured into
 * the theme contract (`themes/contract.css.ts`). Leaves are strings because CSS
 * custom properties are strings.
 */

export const toneNames = ['neutral', 'brand', 'positive', 'caution', 'critical', 'info'] as const;
export type ToneName = (typeof toneNames)[number];

export const spaceNames = ['none', 'xxsmall', 'xsmall', 'small', 'medium', 'large', 'xlarge', 'xxlarge'] as const;
export type SpaceName = (typeof spaceNames)[number];

export const gameColorNames = [
  'rarityCommon',
  'rarityUncommon',
  'rarityRare',
  'baseCurrency',
  'premiumCurrency',
  'actionPoints',
  'health',
  'experience',
] as const;
export type GameColorName = (typeof gameColorNames)[number];

export const textSizeNames = ['small', 'standard', 'large'] as const;
export type TextSizeName = (typeof textSizeNames)[number];

export const headingLevels = ['1', '2', '3', '4'] as const;
export type HeadingLevelName = (typeof headingLevels)[number];

/** Colours of one tone: a strong (solid) and a quiet (soft) background, each with its foreground. */
export interface ToneColors {
  /** Strong background (solid buttons, keylines, meter fills). */
  solid: string;
  solidHover: string;
  /** Foreground on `solid` and `solidHover`. */
  onSolid: string;
  /** Quiet background (soft buttons, notices). */
  soft: string;
  softHover: string;
  /** Foreground on `soft` and `softHover`. */
  onSoft: string;
  /** The tone as text (or icon) on the surfaces. */
  text: string;
  /** Border of soft elements (decorative). */
  border: string;
}

export interface FontMetrics {
  fontSize: string;
  lineHeight: string;
}

export interface ThemeTokens {
  color: {
    /** The page. */
    surface: string;
    /** Cards, dialogs: one step above the page. */
    surfaceRaised: string;
    /** Inputs, wells, meter tracks: one step below the page. */
    surfaceSunken: string;
    text: string;
    textMuted: string;
    /** Text on the brand's solid colour (same as `tone.brand.onSolid`). */
    textOnBrand: string;
    /** Decorative borders and dividers. */
    border: string;
    /** Borders that identify a control (inputs): 3:1 against the surfaces. */
    borderStrong: string;
    focusRing: string;
    /** Backdrop behind dialogs and overlays (translucent). */
    backdrop: string;
    /** Translucent veil of LoadingOverlay (text stays readable on it). */
    veil: string;
    disabledBackground: string;
    disabledText: string;
    tone: Record<ToneName, ToneColors>;
    /** Game meanings: rarity, currencies, bars. Readable as text on the surfaces. */
    game: Record<GameColorName, string>;
  };
  font: {
    family: { display: string; body: string; mono: string };
    weight: { regular: string; strong: string; display: string };
  };
  text: Record<TextSizeName, FontMetrics>;
  /** Heading sizes: phone first, larger from the tablet breakpoint up. */
  heading: Record<HeadingLevelName, { phone: FontMetrics; tablet: FontMetrics }>;
  space: Record<SpaceName, string>;
  radius: { none: string; small: string; medium: string; large: string; full: string };
  borderWidth: { standard: string; thick: string; keyline: string };
  focusRing: { width: string; offset: string };
  /** Heights of interactive controls (buttons, inputs). `standard` is a 44px touch target. */
  controlHeight: { small: string; standard: string; large: string };
  /**
   * The least size of a control's hit area: `minimum` everywhere (24px, WCAG 2.5.8 AA), `comfortable`
   * on a touch screen (44px, WCAG 2.5.5 AAA). A control drawn smaller reaches it with an invisible hit area.
   */
  touchTarget: { minimum: string; comfortable: string };
  /** Maximum widths of content containers (dialogs, readable text). */
  contentWidth: { xsmall: string; small: string; medium: string; large: string };
  shadow: { small: string; medium: string; large: string };
  motion: {
    /** All durations become 0ms under `prefers-reduced-motion: reduce`. */
    duration: { fast: string; standard: string; slow: string; spin: string };
    easing: { standard: string; enter: string; exit: string };
  };
  zIndex: { dropdown: string; overlay: string; modal: string; toast: string };
}
