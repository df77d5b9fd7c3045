// Public exports of the character area's components (owned by that area).
export {};
