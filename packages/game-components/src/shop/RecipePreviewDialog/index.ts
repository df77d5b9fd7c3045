export { RecipePreviewDialog, type RecipePreviewDialogProps } from './RecipePreviewDialog.tsx';
