export { meterSizes, meterTones } from './Meter.css.ts';
export type { MeterProps, MeterSize, MeterTone } from './Meter.tsx';
export { Meter } from './Meter.tsx';
