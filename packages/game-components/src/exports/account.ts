// Public exports of the account area's components (owned by that area).
export {};
