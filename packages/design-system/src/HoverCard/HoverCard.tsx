import { type FocusEvent, type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { card, layer, region } from './HoverCard.css.ts';

export interface HoverCardProps {
  /**
   * The card: a visual preview of details the region already gives assistive technology (visible
   * or visually hidden text inside it). It is hidden from assistive technology, so nothing is read twice.
   */
  content: ReactNode;
  /** The region it describes: the card opens while the pointer is over it or keyboard focus is inside it. */
  children: ReactNode;
  /** Never opens (and closes if open): e.g. while the region is being dragged. */
  disabled?: boolean;
}

/** Space kept between the card and the viewport's edges, in px (a layout measure, not a token). */
const edge = 8;

/**
 * A card of details shown beside a region while a mouse hovers it or keyboard focus is inside it
 * (WCAG 1.4.13: hoverable, dismissed with Escape, it stays until the pointer or focus leaves). It is
 * placed beside the region where there is room (right, left, below, above) and kept on screen.
 * A finger does not hover: on a touch screen give the same details on tap (a Dialog).
 */
export function HoverCard({ content, children, disabled = false }: HoverCardProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed && !disabled;
  const regionRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Placed beside the region where it fits: to the right, else the left, else below, else above;
  // then kept inside the viewport. Measured again on scroll, resize and when its size changes.
  useLayoutEffect(() => {
    const element = layerRef.current;
    const around = regionRef.current;
    if (!open || !element || !around) return;
    const measure = () => {
      element.style.transform = '';
      const box = around.getBoundingClientRect();
      const own = element.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      const height = document.documentElement.clientHeight;
      let left: number;
      let top: number;
      if (box.right + own.width <= width - edge) {
        left = box.right;
        top = box.top;
      } else if (box.left - own.width >= edge) {
        left = box.left - own.width;
        top = box.top;
      } else {
        left = box.left + box.width / 2 - own.width / 2;
        top = box.bottom + own.height <= height - edge ? box.bottom : box.top - own.height;
      }
      left = Math.max(edge, Math.min(left, width - edge - own.width));
      top = Math.max(edge, Math.min(top, height - edge - own.height));
      // Relative to where the stylesheet put it (0, 0 of its containing block, which a transformed
      // ancestor moves): so it lands at the same place inside any container.
      element.style.transform = `translate(${left - own.left}px, ${top - own.top}px)`;
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    window.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    return () => {
      resized.disconnect();
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
    };
  }, [open]);

  const reset = useCallback(() => setDismissed(false), []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only hears hover and focus bubbling from the region's content.
    <div
      ref={regionRef}
      className={region}
      data-hover-card={open ? 'open' : 'closed'}
      onPointerEnter={(event) => {
        // A finger's tap is not a hover.
        if (event.pointerType === 'touch') return;
        reset();
        setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event: FocusEvent) => {
        // Keyboard focus only: not after a click or a tap.
        if (!(event.target instanceof Element) || !event.target.matches(':focus-visible')) return;
        reset();
        setFocused(true);
      }}
      onBlur={(event: FocusEvent) => {
        if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
        setFocused(false);
      }}
    >
      {children}
      <div ref={layerRef} className={layer} hidden={!open} aria-hidden="true" data-hover-card-layer="">
        <div className={card}>{open ? content : null}</div>
      </div>
    </div>
  );
}
