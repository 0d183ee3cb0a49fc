/*
 * The shape of a JSON answer, without its values: every path with the JSON types found there
 * (`$.images[].src: string`). An array's elements are merged, so a list's shape is its items' shape
 * whatever their number; an empty array gives only its own path, so fields under it that the other
 * side has are not counted as missing (that is data, not shape).
 */

export type JsonType = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';
export type Shape = Map<string, Set<JsonType>>;

const typeOf = (value: unknown): JsonType =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as JsonType);

export function shapeOf(value: unknown, path = '$', shape: Shape = new Map()): Shape {
  const type = typeOf(value);
  if (!shape.has(path)) shape.set(path, new Set());
  shape.get(path)!.add(type);
  if (Array.isArray(value)) for (const item of value) shapeOf(item, `${path}[]`, shape);
  else if (type === 'object')
    for (const [key, item] of Object.entries(value as Record<string, unknown>))
      shapeOf(item, `${path}.${key}`, shape);
  return shape;
}

export interface ShapeDifference {
  path: string;
  sandbox: string;
  wordpress: string;
}

const describe = (types: Set<JsonType> | undefined) => (types ? [...types].sort().join('|') : 'absent');

/** The path's nearest enclosing array, when that array was empty (or absent) on this side. */
function underEmptyArray(path: string, shape: Shape): boolean {
  let at = path.lastIndexOf('[]');
  while (at >= 0) {
    const arrayPath = path.slice(0, at);
    if (!shape.has(`${arrayPath}[]`)) return true;
    at = arrayPath.lastIndexOf('[]');
  }
  return false;
}

/** The parent object is absent or null on this side: the field is missing with it, counted there. */
function underAbsentObject(path: string, shape: Shape): boolean {
  const parent = path.replace(/(\.[^.[\]]+|\[\])$/, '');
  return parent !== path && parent !== '$' && (!shape.has(parent) || !shape.get(parent)!.has('object'));
}

/**
 * Where the two shapes disagree. A type set differing only by `null` on one side is a difference
 * too (a field the real site answers null where the sandbox answers a string is one the shop must
 * accept), but fields under an array that is empty on the other side are not compared.
 */
export function compareShapes(sandbox: Shape, wordpress: Shape): ShapeDifference[] {
  const paths = [...new Set([...sandbox.keys(), ...wordpress.keys()])].sort();
  const differences: ShapeDifference[] = [];
  for (const path of paths) {
    const a = sandbox.get(path);
    const b = wordpress.get(path);
    if (!a && (underEmptyArray(path, sandbox) || underAbsentObject(path, sandbox))) continue;
    if (!b && (underEmptyArray(path, wordpress) || underAbsentObject(path, wordpress))) continue;
    if (describe(a) !== describe(b)) differences.push({ path, sandbox: describe(a), wordpress: describe(b) });
  }
  return differences;
}
