// Not a .css.ts file: a stylesheet module may export only styles, and this is a helper they share.

/**
 * An invisible hit area centred on a control, at least `size` high and wide: a control drawn smaller
 * (a small button, a text link) still takes a finger's tap (WCAG 2.5.5 / 2.5.8) without a larger look.
 * It is the control's own `::after`, so a tap on it is a tap on the control.
 */
export const hitArea = (size: string) =>
  ({
    content: '""',
    position: 'absolute',
    top: '50%',
    left: '50%',
    width: `max(100%, ${size})`,
    height: `max(100%, ${size})`,
    transform: 'translate(-50%, -50%)',
  }) as const;
