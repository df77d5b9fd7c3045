export { type AssetPath, allAssetPaths, type IconName, icons, sounds } from './manifest.ts';
