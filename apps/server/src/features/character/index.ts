export { createMyCharacter, getMyCharacter } from './handlers.ts';
