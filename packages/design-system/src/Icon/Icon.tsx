import { type IconDrawing, type IconName, type IconShape, icons } from './icons.ts';

export interface IconProps {
  /** Which icon (`iconNames` lists them all). */
  name: IconName;
}

function Shape({ shape }: { shape: IconShape }) {
  if ('d' in shape) return <path d={shape.d} />;
  if ('r' in shape) return <circle cx={shape.cx} cy={shape.cy} r={shape.r} />;
  return <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.rx} />;
}

/**
 * One of the UI's icons, 1em square in the current colour: the text size around it sizes it (an IconButton
 * sets it per size), the colour around it colours it. Decorative: hidden from screen readers and never
 * focused, so the control or text beside it says what it means (an IconButton's `label`, a button's text).
 */
export function Icon({ name }: IconProps) {
  const { grid, paint, shapes }: IconDrawing = icons[name];
  const painted =
    'fill' in paint
      ? { fill: 'currentColor' }
      : {
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: paint.strokeWidth,
          strokeLinecap: paint.strokeLinecap,
          strokeLinejoin: paint.strokeLinejoin,
        };
  return (
    <svg viewBox={`0 0 ${grid} ${grid}`} width="1em" height="1em" aria-hidden="true" focusable="false" {...painted}>
      {shapes.map((shape) => (
        <Shape key={JSON.stringify(shape)} shape={shape} />
      ))}
    </svg>
  );
}
