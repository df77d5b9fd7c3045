export { toastTones } from './Toast.css.ts';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './Toast.tsx';
export { ToastProvider, useToast } from './Toast.tsx';
