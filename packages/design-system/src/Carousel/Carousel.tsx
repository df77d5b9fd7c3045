import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Box } from '../Box/Box.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { reducedMotionQuery } from '../tokens/breakpoints.ts';
import { controls, position, root, slide, slides as slidesClass } from './Carousel.css.ts';

export interface CarouselSlide {
  /** Stable id (the React key). */
  id: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** The carousel's accessible name (e.g. "Featured items"). */
  label: string;
  slides: readonly CarouselSlide[];
  /** Each slide's name, e.g. `(index, total) => \`${index + 1} of ${total}\`` (index is 0-based). Also shown between the buttons. */
  slideLabel: (index: number, total: number) => string;
  /** Accessible names of the buttons. */
  previousLabel: string;
  nextLabel: string;
  pauseLabel: string;
  playLabel: string;
  /** Rotate through the slides on its own. Never starts under prefers-reduced-motion (Play still works). */
  autoplay?: boolean;
  /** Time per slide while rotating, in ms. */
  interval?: number;
  /** The slide shown first (0-based). */
  defaultIndex?: number;
  /** Called with the index of the slide now shown. */
  onChange?: (index: number) => void;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(reducedMotionQuery).matches === true;
}

/**
 * A carousel per the WAI-ARIA Authoring Practices: one slide at a time, previous/next buttons,
 * Left/Right arrows, and when it rotates on its own a pause button first in the tab order.
 * Rotation stops while the pointer is over it and for good once keyboard focus enters it.
 */
export function Carousel({
  label,
  slides,
  slideLabel,
  previousLabel,
  nextLabel,
  pauseLabel,
  playLabel,
  autoplay = false,
  interval = 5000,
  defaultIndex = 0,
  onChange,
}: CarouselProps) {
  const id = useId();
  const total = slides.length;
  const [current, setCurrent] = useState(() => Math.min(Math.max(0, defaultIndex), Math.max(0, total - 1)));
  const [playing, setPlaying] = useState(() => autoplay && !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const index = Math.min(current, Math.max(0, total - 1));
  const rotating = playing && !hovered && total > 1;

  const go = (next: number) => {
    if (total === 0) return;
    const wrapped = (next + total) % total;
    setCurrent(wrapped);
    if (wrapped !== index) onChange?.(wrapped);
  };

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => {
      const next = (index + 1) % total;
      setCurrent(next);
      onChange?.(next);
    }, interval);
    return () => window.clearTimeout(timer);
  }, [rotating, index, total, interval, onChange]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    }
  };

  if (total === 0) return null;

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={label}
      className={root}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      // Keyboard focus entering stops the rotation for good (the user may press Play again).
      onFocus={(event) => {
        if (event.target instanceof Element && event.target.matches(':focus-visible')) setPlaying(false);
      }}
    >
      <div className={controls}>
        {autoplay ? (
          <IconButton
            label={playing ? pauseLabel : playLabel}
            icon={<Icon name={playing ? 'pause' : 'play'} />}
            variant="soft"
            onClick={() => setPlaying((value) => !value)}
          />
        ) : null}
        <IconButton
          label={previousLabel}
          icon={<Icon name="chevron-left" />}
          variant="soft"
          aria-controls={`${id}-slides`}
          onClick={() => go(index - 1)}
        />
        <span className={position} aria-hidden="true">
          {slideLabel(index, total)}
        </span>
        <IconButton
          label={nextLabel}
          icon={<Icon name="chevron-right" />}
          variant="soft"
          aria-controls={`${id}-slides`}
          onClick={() => go(index + 1)}
        />
      </div>
      <div id={`${id}-slides`} className={slidesClass} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((item, itemIndex) => (
          <Box
            key={item.id}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(itemIndex, total)}
            hidden={itemIndex !== index}
            className={slide}
          >
            {item.content}
          </Box>
        ))}
      </div>
    </Box>
  );
}
