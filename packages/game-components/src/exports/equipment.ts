// Public exports of the equipment area's components (owned by that area).
export {};
