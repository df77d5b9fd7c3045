// Public exports of the quests area's components (owned by that area).
export {};
