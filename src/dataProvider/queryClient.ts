/**
 * The app's TanStack QueryClient (react-admin's <Admin queryClient>): the one place that decides
 * whether a failed call shows its spec §8 error toast (issue 15 step 1). Every query and mutation
 * that fails notifies (notifyError) unless it says it is silent:
 * - TanStack options `meta: { silent: true }` (useQuery / useMutation), or
 * - react-admin's data-provider `meta: { silent: true }` (useGetList, useGetOne, useCreate, useUpdate,
 *   useDelete…), which react-admin keeps in the query key and in the mutation's variables.
 * The dashboard's calls are silent (spec §8 "Dashboard data calls with failed code: silently
 * ignored"); forms and dialogs that show a refusal in place are silent too.
 */
import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { notifyError } from './notify';

/** The options a query or mutation spreads in to fail without a toast. */
export const SILENT = { meta: { silent: true } } as const;

const saysSilent = (meta: unknown): boolean => !!meta && typeof meta === 'object' && (meta as { silent?: unknown }).silent === true;

/** react-admin's query keys are [resource, method, {…, meta}]: the data-provider meta. */
function providerMetaOfKey(key: QueryKey): unknown {
  const params = key[2];
  return params && typeof params === 'object' ? (params as { meta?: unknown }).meta : undefined;
}

/** react-admin's mutations take {resource, …params}: the data-provider meta of their variables. */
function providerMetaOfVariables(variables: unknown): unknown {
  return variables && typeof variables === 'object' ? (variables as { meta?: unknown }).meta : undefined;
}

/** A QueryClient whose caches toast failures as described above; defaults otherwise TanStack's own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!saysSilent(query.meta) && !saysSilent(providerMetaOfKey(query.queryKey))) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, variables, _context, mutation) => {
        if (!saysSilent(mutation.meta) && !saysSilent(providerMetaOfVariables(variables))) notifyError(error);
      },
    }),
  });
}

/** The app's client. */
export const queryClient = createQueryClient();
