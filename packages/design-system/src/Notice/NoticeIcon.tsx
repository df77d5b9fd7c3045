import type { noticeTones } from './Notice.css.ts';

const paths: Record<(typeof noticeTones)[number], string> = {
  info: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm1 12H9V9h2v5Zm0-7H9V5h2v2Z',
  positive: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-1.2 11.6L5 9.8l1.4-1.4 2.4 2.4 4.8-4.8L15 7.4l-6.2 6.2Z',
  caution: 'M10 2 1 18h18L10 2Zm1 13H9v-2h2v2Zm0-3.5H9V7h2v4.5Z',
  critical: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm1 12H9v-2h2v2Zm0-3.5H9V5.5h2v5Z',
};

/** The tone's pictogram (decorative: the tone is also said by the role and the text). */
export function NoticeIcon({ tone }: { tone: (typeof noticeTones)[number] }) {
  return (
    <svg viewBox="0 0 20 20" width="1.25em" height="1.25em" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={paths[tone]} />
    </svg>
  );
}
