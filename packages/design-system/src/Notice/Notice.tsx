import type { ReactNode } from 'react';
import { Box } from '../Box/Box.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/icons.ts';
import { body, icon, notice, type noticeTones, title as titleClass } from './Notice.css.ts';

export type NoticeTone = (typeof noticeTones)[number];

/** Each tone's pictogram (a Toast shows the same); decorative, since the role and the text say the tone too. */
export const noticeIcons: Record<NoticeTone, IconName> = {
  info: 'info',
  positive: 'success',
  caution: 'warning',
  critical: 'error',
};

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
        <Icon name={noticeIcons[tone]} />
      </span>
      <div className={body}>
        {title ? <div className={titleClass}>{title}</div> : null}
        <div>{children}</div>
      </div>
    </Box>
  );
}
