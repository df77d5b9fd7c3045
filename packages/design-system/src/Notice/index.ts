export { noticeTones } from './Notice.css.ts';
export type { NoticeProps, NoticeTone } from './Notice.tsx';
export { Notice } from './Notice.tsx';
