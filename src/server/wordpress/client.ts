import 'server-only';
import { ApolloClient, HttpLink, InMemoryCache, type OperationVariables } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { serverEnv } from '@/server/env';
import { createRequestQueue } from '@/server/request-queue';

const runQueued = createRequestQueue({ concurrency: 4, retries: 2, baseDelayMs: 300 });

let client: ApolloClient | undefined;

function wordpressClient(): ApolloClient {
  client ??= new ApolloClient({
    link: new HttpLink({
      uri: serverEnv().wordpressGraphqlUrl,
      // Looked up per call so Next's instrumented fetch (which honours `next.tags`) is the one used.
      fetch: (input, init) => fetch(input, init),
    }),
    cache: new InMemoryCache(),
    // Next's data cache (tags + revalidate) is the cache; Apollo's own cache would outlive revalidation
    // and mix requests in a long-running server.
    defaultOptions: { query: { fetchPolicy: 'no-cache' } },
  });
  return client;
}

/** Runs a typed WPGraphQL query through Next's fetch cache under `tags`. Throws on GraphQL errors. */
export async function wpQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  tags: string[],
): Promise<TData> {
  return runQueued(async () => {
    const result = await wordpressClient().query<TData, TVariables>({
      query,
      variables,
      context: {
        // force-cache: see wooGet; per-request routes would otherwise skip the cache.
        fetchOptions: {
          cache: 'force-cache',
          next: { tags, revalidate: serverEnv().cacheRevalidateSeconds },
        },
      },
    });
    if (result.data === undefined) throw new Error(`WPGraphQL returned no data for ${tags.join(',')}`);
    return result.data as TData;
  });
}
