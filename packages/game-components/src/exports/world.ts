// Public exports of the world area's components (owned by that area).
export {};
