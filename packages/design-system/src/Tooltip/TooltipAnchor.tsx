import {
  cloneElement,
  type ReactElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { cx } from '../private/cx.ts';
import { anchor, bubble, layer, type tooltipPlacements } from './Tooltip.css.ts';

export type TooltipPlacement = (typeof tooltipPlacements)[number];

interface TooltipAnchorProps {
  content: string;
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement: TooltipPlacement;
  /** Wire the tooltip to the trigger with aria-describedby (false when the text is already its name). */
  describe: boolean;
}

/** Space kept between the tooltip and the viewport's edges, in px (a layout measure, not a token). */
const edge = 8;

/** Shared by Tooltip and IconButton: shows `content` over `children` on hover and focus. */
export function TooltipAnchor({ content, children, placement, describe }: TooltipAnchorProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;
  const layerRef = useRef<HTMLSpanElement>(null);

  // Escape hides it (WCAG 1.4.13: dismissible) until the pointer or focus comes back.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Centre it over the trigger, kept on screen: shifted sideways at the viewport's edges, and flipped
  // when there is no room on its side. It is measured where the stylesheet lays it out, flush with the
  // trigger's right edge, which never reaches past the page's (Tooltip.css.ts says why that matters).
  // Measured again after animations (a drawer sliding in moves the trigger) and when its own size changes
  // (a font loading late), so where it ends up never depends on timing.
  useLayoutEffect(() => {
    const element = layerRef.current;
    const trigger = element?.parentElement;
    if (!open || !element || !trigger) return;
    const measure = () => {
      element.dataset.side = placement;
      element.style.transform = '';
      let rect = element.getBoundingClientRect();
      const viewportHeight = document.documentElement.clientHeight;
      if (placement === 'top' && rect.top < edge) element.dataset.side = 'bottom';
      if (placement === 'bottom' && rect.bottom > viewportHeight - edge) element.dataset.side = 'top';
      rect = element.getBoundingClientRect();
      const around = trigger.getBoundingClientRect();
      const viewportWidth = document.documentElement.clientWidth;
      const centred = around.left + around.width / 2 - rect.width / 2;
      const left = Math.max(edge, Math.min(centred, viewportWidth - edge - rect.width));
      const shift = left - rect.left;
      element.style.transform = shift === 0 ? '' : `translateX(${shift}px)`;
    };
    measure();
    // Its size changes when a web font arrives after it opened: measure again then too.
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    document.addEventListener('animationend', measure, true);
    window.addEventListener('resize', measure);
    return () => {
      resized.disconnect();
      document.removeEventListener('animationend', measure, true);
      window.removeEventListener('resize', measure);
    };
  }, [open, placement]);

  const reset = useCallback(() => setDismissed(false), []);
  const tooltipId = `${id}-tooltip`;
  const trigger = describe
    ? cloneElement(children, { 'aria-describedby': cx(children.props['aria-describedby'], tooltipId) })
    : children;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only hears hover and focus bubbling from the interactive trigger inside it.
    <span
      className={anchor}
      onPointerEnter={() => {
        reset();
        setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => {
        // Keyboard focus only: not after a click, nor when a dialog focuses its first button on opening.
        if (!(event.target instanceof Element) || !event.target.matches(':focus-visible')) return;
        reset();
        setFocused(true);
      }}
      onBlur={() => setFocused(false)}
    >
      {trigger}
      <span ref={layerRef} className={layer} data-side={placement} hidden={!open}>
        <span id={tooltipId} role="tooltip" className={bubble} {...(describe ? {} : { 'aria-hidden': true })}>
          {content}
        </span>
      </span>
    </span>
  );
}
