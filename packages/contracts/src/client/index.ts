export {
  type ApiClient,
  type ApiClientOptions,
  contractCheck,
  createApiClient,
  type FetchLike,
  type Reply,
  type RequestInput,
  type ResponseLike,
} from './api-client.ts';
export { ApiError, ContractError, type HeadersLike, unexpectedServerError } from './api-error.ts';
export { type CallableRoute, createApiClientCore } from './core.ts';
export { type EmulatorAccount, type EmulatorSignUp, signUpInEmulator } from './emulator.ts';
