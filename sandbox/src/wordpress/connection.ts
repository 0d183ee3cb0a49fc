import { GraphQLError } from 'graphql';

/** WPGraphQL's Relay connection arguments. */
export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** WPGraphQL's default page size and its silent cap (`graphql_connection_max_query_amount`). */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export function userError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { category: 'user' } });
}

/** Cursors are opaque: base64 of `arrayconnection:<databaseId>`, as WPGraphQL 1.x writes them. */
export function toCursor(id: number): string {
  return Buffer.from(`arrayconnection:${id}`).toString('base64');
}

function fromCursor(cursor: string): number | null {
  const match = /^arrayconnection:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  return match ? Number(match[1]) : null;
}

/** Global IDs are base64 of `<type>:<databaseId>` ("post", "term"). */
export function toGlobalId(type: 'post' | 'term', id: number): string {
  return Buffer.from(`${type}:${id}`).toString('base64');
}

export function fromGlobalId(id: string): { type: string; id: number } | null {
  const match = /^(\w+):(\d+)$/.exec(Buffer.from(id, 'base64').toString('utf8'));
  return match ? { type: match[1], id: Number(match[2]) } : null;
}

function pageSize(value: number | null | undefined, name: string): number {
  if (value == null) return DEFAULT_PAGE_SIZE;
  if (value < 0) throw userError(`${name} must be a positive integer.`);
  return Math.min(value, MAX_PAGE_SIZE);
}

/** Slices an ordered list the way WPGraphQL pages a connection. */
export function connection<T>(items: T[], idOf: (item: T) => number, args: ConnectionArgs) {
  if (args.first != null && args.last != null) {
    throw userError('Connections cannot use both first and last.');
  }
  const indexOf = (cursor: string | null | undefined) => {
    if (!cursor) return -1;
    const id = fromCursor(cursor);
    return id == null ? -1 : items.findIndex((item) => idOf(item) === id);
  };
  let start = 0;
  let end = items.length;
  const afterIndex = indexOf(args.after);
  if (args.after && afterIndex >= 0) start = afterIndex + 1;
  const beforeIndex = indexOf(args.before);
  if (args.before && beforeIndex >= 0) end = beforeIndex;
  if (args.last != null) {
    start = Math.max(start, end - pageSize(args.last, 'last'));
  } else {
    end = Math.min(end, start + pageSize(args.first, 'first'));
  }
  const slice = items.slice(start, Math.max(start, end));
  const edges = slice.map((node) => ({ cursor: toCursor(idOf(node)), node }));
  return {
    nodes: slice,
    edges,
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
