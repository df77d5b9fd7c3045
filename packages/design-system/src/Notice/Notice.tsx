import type { ReactNode } from 'react';
import { Box } from '../Box/Box.tsx';
import { body, icon, notice, type noticeTones, title as titleClass } from './Notice.css.ts';
import { NoticeIcon } from './NoticeIcon.tsx';

export type NoticeTone = (typeof noticeTones)[number];

export interface NoticeProps {
  /** The message. */
  children: ReactNode;
  tone?: NoticeTone;
  /** A short bold line above the message. */
  title?: string;
}

/**
 * An inline message for success, warnings and errors. Announced politely (role=status);
 * `critical` notices interrupt (role=alert).
 */
export function Notice({ children, tone = 'info', title }: NoticeProps) {
  return (
    <Box role={tone === 'critical' ? 'alert' : 'status'} className={notice({ tone })}>
      <span className={icon}>
        <NoticeIcon tone={tone} />
      </span>
      <div className={body}>
        {title ? <div className={titleClass}>{title}</div> : null}
        <div>{children}</div>
      </div>
    </Box>
  );
}
