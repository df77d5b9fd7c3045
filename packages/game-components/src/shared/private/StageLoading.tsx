import { Box, Spinner, Text } from '@rpg/design-system';

/**
 * A preview dialog's avatar stage while the outfit loads (PremiumPreviewDialog of premium, RecipePreviewDialog
 * of shop): the spinner is the status, the words under it are for the eye only (the spinner says them).
 * `className` is the dialog's own message box.
 */
export function StageLoading({ label, className }: { label: string; className: string }) {
  return (
    <Box className={className}>
      <Spinner size="large" label={label} />
      <Box aria-hidden="true">
        <Text size="small" tone="secondary">
          {label}
        </Text>
      </Box>
    </Box>
  );
}
