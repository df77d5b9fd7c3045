// Public exports of the shop area's components (owned by that area).
export {};
