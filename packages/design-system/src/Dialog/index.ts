export { dialogSizes } from './Dialog.css.ts';
export type { DialogProps, DialogSize } from './Dialog.tsx';
export { Dialog } from './Dialog.tsx';
