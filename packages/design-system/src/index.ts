export type { ResponsiveValue } from './atoms/responsive.ts';
export type { Sprinkles } from './atoms/sprinkles.css.ts';
export type { BadgeProps, BadgeSize, BadgeTone, BadgeVariant } from './Badge/index.ts';
export { Badge, badgeSizes, badgeTones, badgeVariants } from './Badge/index.ts';
export type { BoxProps } from './Box/index.ts';
export { Box } from './Box/index.ts';
export type { ButtonProps, ButtonSize, ButtonTone, ButtonVariant } from './Button/index.ts';
export { Button, buttonSizes, buttonTones, buttonVariants } from './Button/index.ts';
export type { CardProps, CardTone } from './Card/index.ts';
export { Card, cardTones } from './Card/index.ts';
export type { CarouselProps, CarouselSlide } from './Carousel/index.ts';
export { Carousel } from './Carousel/index.ts';
export type { ColumnProps, ColumnsAlignY, ColumnsCollapseBelow, ColumnsProps, ColumnWidth } from './Columns/index.ts';
export { Column, Columns, columnsAlignYs, columnsCollapseBelows, columnWidths } from './Columns/index.ts';
export type { ConfirmDialogProps, ConfirmDialogTone } from './ConfirmDialog/index.ts';
export { ConfirmDialog, confirmDialogTones } from './ConfirmDialog/index.ts';
export type { DialogProps, DialogSize } from './Dialog/index.ts';
export { Dialog, dialogSizes } from './Dialog/index.ts';
export type { DrawerProps, DrawerSide, DrawerSize } from './Drawer/index.ts';
export { Drawer, drawerSides, drawerSizes } from './Drawer/index.ts';
export type { HeadingLevel, HeadingProps, HeadingTone } from './Heading/index.ts';
export { Heading, headingLevels, headingTones } from './Heading/index.ts';
export type { HoverCardProps } from './HoverCard/index.ts';
export { HoverCard } from './HoverCard/index.ts';
export type { IconName, IconProps } from './Icon/index.ts';
export { Icon, iconNames } from './Icon/index.ts';
export type { IconButtonProps, IconButtonSize, IconButtonTone, IconButtonVariant } from './IconButton/index.ts';
export { IconButton, iconButtonSizes, iconButtonTones, iconButtonVariants } from './IconButton/index.ts';
export type { ImageAspectRatio, ImageFit, ImageProps, ImageRadius } from './Image/index.ts';
export { Image, imageFits, imageRadii } from './Image/index.ts';
export type { InlineAlign, InlineAlignY, InlineProps } from './Inline/index.ts';
export { Inline, inlineAligns, inlineAlignYs } from './Inline/index.ts';
export type { LinkProps, LinkTone, LinkVariant } from './Link/index.ts';
export { Link, linkTones, linkVariants } from './Link/index.ts';
export type { LoadingOverlayCover, LoadingOverlayProps } from './LoadingOverlay/index.ts';
export { LoadingOverlay, loadingOverlayCovers } from './LoadingOverlay/index.ts';
export type { MeterProps, MeterSize, MeterTone } from './Meter/index.ts';
export { Meter, meterSizes, meterTones } from './Meter/index.ts';
export type { NoticeProps, NoticeTone } from './Notice/index.ts';
export { Notice, noticeTones } from './Notice/index.ts';
export type { PaginationProps } from './Pagination/index.ts';
export { Pagination } from './Pagination/index.ts';
export type { SpinnerProps, SpinnerSize, SpinnerTone } from './Spinner/index.ts';
export { Spinner, spinnerSizes, spinnerTones } from './Spinner/index.ts';
export type { StackAlign, StackProps } from './Stack/index.ts';
export { Stack, stackAligns } from './Stack/index.ts';
export type { TableAlign, TableColumn, TableProps } from './Table/index.ts';
export { Table, tableAligns } from './Table/index.ts';
export type { TabsItem, TabsProps } from './Tabs/index.ts';
export { Tabs } from './Tabs/index.ts';
export type { TextAlign, TextProps, TextSize, TextTone, TextWeight } from './Text/index.ts';
export { Text, textAligns, textSizes, textTones, textWeights } from './Text/index.ts';
export type { TextFieldProps, TextFieldType } from './TextField/index.ts';
export { TextField, textFieldTypes } from './TextField/index.ts';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './Toast/index.ts';
export { ToastProvider, toastTones, useToast } from './Toast/index.ts';
export type { TooltipPlacement, TooltipProps } from './Tooltip/index.ts';
export { Tooltip, tooltipPlacements } from './Tooltip/index.ts';
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
