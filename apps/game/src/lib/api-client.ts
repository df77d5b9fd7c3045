/**
 * The app's door to the contract's API client (@rpg/contracts/client): api.ts configures the one instance
 * (address, Firebase token, end of session); pages and hooks take its error and reply types from here.
 */
export { ApiError, type Reply } from '@rpg/contracts/client';
