import { forgetUpdates } from './baselines.ts';

/** No baseline records left from a run that stopped before its teardown. */
export default function setup() {
  forgetUpdates();
}
