export type { ResponsiveValue } from './atoms/responsive.ts';
export type { Sprinkles } from './atoms/sprinkles.css.ts';
export type { BoxProps } from './Box/index.ts';
export { Box } from './Box/index.ts';
export type { ButtonProps, ButtonSize, ButtonTone, ButtonVariant } from './Button/index.ts';
export { Button, buttonSizes, buttonTones, buttonVariants } from './Button/index.ts';
export type { CardProps, CardTone } from './Card/index.ts';
export { Card, cardTones } from './Card/index.ts';
export type { ConfirmDialogProps, ConfirmDialogTone } from './ConfirmDialog/index.ts';
export { ConfirmDialog, confirmDialogTones } from './ConfirmDialog/index.ts';
export type { DialogProps, DialogSize } from './Dialog/index.ts';
export { Dialog, dialogSizes } from './Dialog/index.ts';
export type { HeadingLevel, HeadingProps, HeadingTone } from './Heading/index.ts';
export { Heading, headingLevels, headingTones } from './Heading/index.ts';
export type { InlineAlign, InlineAlignY, InlineProps } from './Inline/index.ts';
export { Inline, inlineAligns, inlineAlignYs } from './Inline/index.ts';
export type { LinkProps, LinkTone, LinkVariant } from './Link/index.ts';
export { Link, linkTones, linkVariants } from './Link/index.ts';
export type { LoadingOverlayCover, LoadingOverlayProps } from './LoadingOverlay/index.ts';
export { LoadingOverlay, loadingOverlayCovers } from './LoadingOverlay/index.ts';
export type { NoticeProps, NoticeTone } from './Notice/index.ts';
export { Notice, noticeTones } from './Notice/index.ts';
export type { SpinnerProps, SpinnerSize, SpinnerTone } from './Spinner/index.ts';
export { Spinner, spinnerSizes, spinnerTones } from './Spinner/index.ts';
export type { StackAlign, StackProps } from './Stack/index.ts';
export { Stack, stackAligns } from './Stack/index.ts';
export type { TextAlign, TextProps, TextSize, TextTone, TextWeight } from './Text/index.ts';
export { Text, textAligns, textSizes, textTones, textWeights } from './Text/index.ts';
export type { TextFieldProps, TextFieldType } from './TextField/index.ts';
export { TextField, textFieldTypes } from './TextField/index.ts';
export type { ThemeName, ThemeProviderProps } from './themes/index.ts';
export {
  gameTokens,
  lightTokens,
  ThemeProvider,
  themeClassNames,
  themeNames,
  themeTokens,
  useTheme,
  vars,
} from './themes/index.ts';
export type {
  BreakpointName,
  GameColorName,
  SpaceName,
  ThemeTokens,
  ToneName,
} from './tokens/index.ts';
export { breakpointNames, breakpoints, gameColorNames, spaceNames, toneNames } from './tokens/index.ts';
export type { VisuallyHiddenProps } from './VisuallyHidden/index.ts';
export { VisuallyHidden } from './VisuallyHidden/index.ts';
