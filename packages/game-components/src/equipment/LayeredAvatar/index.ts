export {
  LayeredAvatar,
  type LayeredAvatarProps,
  type LayeredAvatarSize,
  layeredAvatarSizes,
} from './LayeredAvatar.tsx';
