import { useState } from 'react';
import { Box } from '../Box/Box.tsx';
import { frame, image, type imageFits, type imageRadii, missing } from './Image.css.ts';

export type ImageFit = (typeof imageFits)[number];
export type ImageRadius = (typeof imageRadii)[number];
/** Width to height, as CSS writes it: '1 / 1', '5 / 6', '16 / 9'. */
export type ImageAspectRatio = `${number} / ${number}`;

export interface ImageProps {
  src: string;
  /** Describes the image; required. Pass '' for a decorative image (screen readers skip it). */
  alt: string;
  /** Loaded instead when `src` fails (e.g. a placeholder portrait). */
  fallbackSrc?: string;
  /** The frame's fixed ratio (width / height): the space is kept before the image loads, so nothing jumps. */
  aspectRatio: ImageAspectRatio;
  /** `cover` fills the frame (cropping), `contain` shows the whole image (letterboxed). */
  fit?: ImageFit;
  radius?: ImageRadius;
  /** `lazy` (default) loads when the image comes near the viewport; `eager` at once (above the fold). */
  loading?: 'lazy' | 'eager';
  /** Called once when neither `src` nor `fallbackSrc` could be loaded. */
  onFail?: () => void;
  id?: string;
}

type Attempt = 'src' | 'fallback' | 'failed';

/**
 * An image in a frame of fixed aspect ratio. On error it switches to `fallbackSrc`; if that fails
 * too, the empty frame stays (still named by `alt`).
 */
export function Image({
  src,
  alt,
  fallbackSrc,
  aspectRatio,
  fit = 'cover',
  radius = 'medium',
  loading = 'lazy',
  onFail,
  id,
}: ImageProps) {
  // Start again whenever the sources change.
  const [state, setState] = useState<{ key: string; attempt: Attempt }>({ key: '', attempt: 'src' });
  const key = `${src}\n${fallbackSrc ?? ''}`;
  const attempt: Attempt = state.key === key ? state.attempt : 'src';
  const handleError = () => {
    if (attempt === 'src' && fallbackSrc !== undefined && fallbackSrc !== src) {
      setState({ key, attempt: 'fallback' });
    } else if (attempt !== 'failed') {
      setState({ key, attempt: 'failed' });
      onFail?.();
    }
  };
  return (
    <Box id={id} className={frame({ radius })} style={{ aspectRatio }} data-state={attempt}>
      {attempt === 'failed' ? (
        <Box className={missing} {...(alt === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt })} />
      ) : (
        <Box
          as="img"
          key={attempt}
          src={attempt === 'src' ? src : fallbackSrc}
          alt={alt}
          loading={loading}
          decoding="async"
          onError={handleError}
          className={image({ fit })}
        />
      )}
    </Box>
  );
}
