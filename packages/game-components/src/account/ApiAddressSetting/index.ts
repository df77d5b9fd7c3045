export { ApiAddressSetting, type ApiAddressSettingProps, isApiAddress } from './ApiAddressSetting.tsx';
