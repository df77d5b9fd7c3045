// Public exports of the cosmetics area's components (owned by that area).
export {};
