export { shopTypeKey, VendorCard, type VendorCardProps } from './VendorCard.tsx';
export { vendorArt, vendorImage } from './vendor-art.ts';
