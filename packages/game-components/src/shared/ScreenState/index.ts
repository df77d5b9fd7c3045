export { EmptyState, type EmptyStateProps } from './EmptyState.tsx';
export { ErrorState, type ErrorStateProps } from './ErrorState.tsx';
export { HelpDialogButton, type HelpDialogButtonProps } from './HelpDialogButton.tsx';
export {
  LoadingState,
  type LoadingStateProps,
  type LoadingStateVariant,
  loadingStateVariants,
} from './LoadingState.tsx';
export { ScreenHeader, type ScreenHeaderProps } from './ScreenHeader.tsx';
