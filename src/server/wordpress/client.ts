import 'server-only';
import { ApolloClient, HttpLink, InMemoryCache, type OperationVariables } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, print, type DocumentNode } from 'graphql';
import { serverEnv } from '@/server/env';
import { callWordPress, WORDPRESS_READ_TIMEOUT_MS, wordpressFetch } from './transport';

let client: ApolloClient | undefined;

function wordpressClient(): ApolloClient {
  client ??= new ApolloClient({
    link: new HttpLink({
      uri: serverEnv().wordpressGraphqlUrl,
      // Looked up per call so Next's instrumented fetch (which honours `next.tags`) is the one used.
      // A gateway's "down" (502/503/504/429) is told apart here, before Apollo reads it as a bad body.
      fetch: async (input, init) => {
        const { deadline, ...rest } = (init ?? {}) as RequestInit & { deadline?: AbortSignal };
        // The query's deadline joins Apollo's own signal here, not as `fetchOptions.signal`: Apollo
        // listens for that one to fire and misses a signal aborted before the query began (WordPress
        // counted down, the page out of time), and the fetch would then wait without any deadline.
        const signal =
          rest.signal && deadline ? AbortSignal.any([rest.signal, deadline]) : (deadline ?? rest.signal);
        return wordpressFetch('POST /graphql', input, { ...rest, signal });
      },
    }),
    cache: new InMemoryCache(),
    // Next's data cache (tags + revalidate) is the cache; Apollo's own cache would outlive revalidation
    // and mix requests in a long-running server.
    defaultOptions: { query: { fetchPolicy: 'no-cache' } },
  });
  return client;
}

/**
 * Runs a typed WPGraphQL query through Next's fetch cache under `tags`. Throws on GraphQL errors, and
 * PlatformUnavailableError when WordPress does not answer in time.
 */
export function wpQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  tags: string[],
): Promise<TData> {
  return callWordPress(
    `query ${tags.join(',')}`,
    async (signal) => {
      const result = await wordpressClient().query<TData, TVariables>({
        query,
        variables,
        context: {
          // force-cache: see wooGet; per-request routes would otherwise skip the cache.
          fetchOptions: {
            cache: 'force-cache',
            next: { tags, revalidate: serverEnv().cacheRevalidateSeconds },
            deadline: signal,
          },
        },
      });
      if (result.data === undefined) throw new Error(`WPGraphQL returned no data for ${tags.join(',')}`);
      return result.data as TData;
    },
    // The layout's options fall back to empty ones when a query runs out of time, so a WordPress that
    // hangs delays a page by at most this much.
    {
      timeoutMs: WORDPRESS_READ_TIMEOUT_MS,
      read: { key: JSON.stringify([operationName(query), variables, tags]) },
    },
  );
}

/** GraphQL Code Generator requires each operation's name to be unique, so it names the query. */
function operationName(query: DocumentNode): string {
  const operation = query.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  return operation?.name?.value ?? print(query);
}
