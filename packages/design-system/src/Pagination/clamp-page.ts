/** The page count (at least 1) and the page clamped into 1..totalPages; non-integers are rounded down. */
export function clampPage(page: number, totalPages: number): { page: number; totalPages: number } {
  const total = Number.isFinite(totalPages) ? Math.max(1, Math.floor(totalPages)) : 1;
  const current = Number.isFinite(page) ? Math.min(Math.max(1, Math.floor(page)), total) : 1;
  return { page: current, totalPages: total };
}
