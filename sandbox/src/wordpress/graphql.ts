import { Hono } from 'hono';
import { graphql, GraphQLError, type GraphQLSchema } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { SandboxContext } from '../context';
import { postResolvers } from './resolvers-posts';
import { acfResolvers } from './resolvers-acf';
import { loadDefinition } from './acf/definition';
import { wordpressSchemaSdl } from './acf/schema-sdl';

const MISSING_QUERY =
  'GraphQL Request must include at least one of those two parameters: "query" or "queryId"';

export function buildSchema(ctx: SandboxContext): GraphQLSchema {
  // Built from the WordPress definition (ACF JSON + settings), as the real plugins build theirs;
  // graphql/schema.graphql is the same SDL, written out for codegen.
  const definition = loadDefinition(ctx.config.wordpressDir);
  return makeExecutableSchema({
    typeDefs: wordpressSchemaSdl(definition),
    resolvers: [postResolvers(ctx), acfResolvers(ctx, definition)],
    resolverValidationOptions: { requireResolversForResolveType: 'ignore' },
  });
}

/**
 * WPGraphQL's error shape: `extensions.category` is "graphql" for syntax and validation errors,
 * "user" for errors a client caused, and "internal" (with the message hidden) for the rest.
 */
function formatError(error: GraphQLError) {
  const { message, locations, path: errorPath } = error;
  const category = error.extensions?.category as string | undefined;
  if (category) return { message, locations, path: errorPath, extensions: { category } };
  if (error.originalError && !(error.originalError instanceof GraphQLError)) {
    console.error('sandbox graphql: resolver failed', error.originalError);
    return {
      message: 'Internal server error',
      locations,
      path: errorPath,
      extensions: { category: 'internal' },
    };
  }
  return { message, locations, path: errorPath, extensions: { category: 'graphql' } };
}

/** WPGraphQL answers every executed query with this note while GRAPHQL_DEBUG is off. */
const DEBUG_LOGS_INACTIVE = {
  type: 'DEBUG_LOGS_INACTIVE',
  message: 'GraphQL Debug logging is not active. To see debug logs, GRAPHQL_DEBUG must be enabled.',
};

interface GraphQLRequest {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

async function execute(schema: GraphQLSchema, request: GraphQLRequest) {
  if (typeof request.query !== 'string' || !request.query.trim()) {
    return {
      status: 400,
      body: { errors: [{ message: MISSING_QUERY, extensions: { category: 'request' } }] },
    };
  }
  const result = await graphql({
    schema,
    source: request.query,
    variableValues: (request.variables as Record<string, unknown> | null) ?? undefined,
    operationName: typeof request.operationName === 'string' ? request.operationName : undefined,
  });
  const body: Record<string, unknown> = { data: result.data ?? null };
  if (result.errors?.length) body.errors = result.errors.map(formatError);
  if (!result.data) delete body.data;
  body.extensions = { debug: [DEBUG_LOGS_INACTIVE] };
  return { status: 200, body };
}

function parseVariables(raw: string | undefined): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** POST /graphql with a JSON body (or a batch array), GET /graphql?query=&variables=&operationName=. */
export function graphqlRoutes(ctx: SandboxContext): Hono {
  const schema = buildSchema(ctx);
  const app = new Hono();
  app.post('/', async (c) => {
    let payload: unknown;
    try {
      payload = await c.req.json();
    } catch {
      return c.json({ errors: [{ message: MISSING_QUERY, extensions: { category: 'request' } }] }, 400);
    }
    if (Array.isArray(payload)) {
      const results = await Promise.all(payload.map((p) => execute(schema, (p ?? {}) as GraphQLRequest)));
      return c.json(results.map((r) => r.body));
    }
    const { status, body } = await execute(schema, (payload ?? {}) as GraphQLRequest);
    return c.json(body, status as 200 | 400);
  });
  app.get('/', async (c) => {
    const { status, body } = await execute(schema, {
      query: c.req.query('query'),
      variables: parseVariables(c.req.query('variables')),
      operationName: c.req.query('operationName'),
    });
    return c.json(body, status as 200 | 400);
  });
  return app;
}
