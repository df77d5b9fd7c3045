import { type RouteDef, replySchema, routes } from '../routes.ts';
import { ContractError } from './api-error.ts';
import { type ApiClientCoreOptions, type CallableRoute, createApiClientCore } from './core.ts';

export type { ApiClient, FetchLike, Reply, RequestInput, ResponseLike } from './core.ts';

export type ApiClientOptions = Omit<ApiClientCoreOptions, 'checkReply'> & {
  /**
   * Check every reply against the contract (development and tests; production trusts the server).
   * 'strict' also refuses reply fields the contract does not name (the smoke test).
   */
  validateReplies?: boolean | 'strict';
  /** Called when a reply breaks the contract (development logs it). */
  onContractBreak?: (error: ContractError) => void;
};

/** The route table's entry of a route or of a reference to one. */
const definitionOf = (route: CallableRoute): RouteDef => ('name' in route ? routes[route.name] : route);

/**
 * Checks reply bodies against the route table's schemas: returns the parsed body, or throws ContractError
 * (after telling `onContractBreak`). 'strict' refuses fields the contract does not name.
 */
export const contractCheck =
  (mode: true | 'strict', onContractBreak?: (error: ContractError) => void) =>
  (route: CallableRoute, json: unknown) => {
    const definition = definitionOf(route);
    const schema = mode === 'strict' ? replySchema(definition).strict() : replySchema(definition);
    const reply = schema.safeParse(json);
    if (!reply.success) {
      const error = new ContractError(definition, reply.error.issues);
      onContractBreak?.(error);
      throw error;
    }
    return reply.data;
  };

/**
 * The one API client of the contract, for the app, the smoke test and the seed: the core client
 * (core.ts: requests from the route table, one retry after a 401) with every reply checked against the
 * contract unless `validateReplies` is false. The app's production build uses the core alone.
 */
export const createApiClient = ({ validateReplies = true, onContractBreak, ...options }: ApiClientOptions) =>
  createApiClientCore({
    ...options,
    ...(validateReplies ? { checkReply: contractCheck(validateReplies, onContractBreak) } : {}),
  });
