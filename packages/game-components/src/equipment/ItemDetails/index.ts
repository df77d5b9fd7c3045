export { ItemDetails, type ItemDetailsProps } from './ItemDetails.tsx';
export { type ComparisonTone, compareItems, overallTone, type StatComparison } from './item-comparison.ts';
