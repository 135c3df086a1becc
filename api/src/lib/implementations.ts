// The API's routes checked against the table of operations (docs/decisions/032): each module area exports the
// routes it implements, and modules/routes.ts composes them into one implementation per operation id. The types
// below make an operation without an implementation, or one implemented twice, a compile error; the routes are then
// registered by walking the table, so the table, not a hand-kept list, decides what is served.
import type { Operation } from '@abode/shared/operations';
import type { OperationById, OperationId } from '@abode/shared/operations/table';
import type { AnyRoute } from './define-route.ts';

/** The route of operation O, as `implement` makes it. */
export type Implementation<O extends Operation = Operation> = AnyRoute & { readonly operation: O };

/** One implementation of each operation of the table, by id: what the API's composition must satisfy. */
export type Implementations = { readonly [K in OperationId]: Implementation<OperationById[K]> };

/** The id of the operation a route implements. */
type IdOf<R> = R extends { readonly operation: { readonly id: infer I extends string } } ? I : never;

/** An area's routes: a tuple of implementations (or, where an area spreads a plain array, an array of them). */
export type Area = readonly Implementation[];

/** The ids implemented twice within one tuple of implementations. */
type RepeatedIn<T extends readonly unknown[], Seen = never, Twice = never> = T extends readonly [infer H, ...infer R]
  ? RepeatedIn<R, Seen | IdOf<H>, Twice | (IdOf<H> & Seen)>
  : Twice;

/**
 * The ids implemented more than once among the areas `A`: in two areas, or twice within one area. Within an area
 * that is a plain array rather than a tuple (it spreads an array whose length the type does not know), a repeat is
 * not visible to the type; `byOperation` refuses it when the module loads.
 */
type Repeated<A extends readonly Area[], Seen = never, Twice = never> = A extends readonly [
  infer H extends Area,
  ...infer R extends readonly Area[],
]
  ? Repeated<
      R,
      Seen | IdOf<H[number]>,
      Twice | (IdOf<H[number]> & Seen) | (number extends H['length'] ? never : RepeatedIn<H>)
    >
  : Twice;

/** Whether T is a union of several types. */
type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never;

/** The routes of the areas `A` typed by a wider operation type than their own (their id is no single literal). */
type Untyped<A extends readonly Area[]> = A[number][number] extends infer R
  ? R extends Implementation
    ? string extends IdOf<R>
      ? R
      : true extends IsUnion<IdOf<R>>
        ? R
        : never
    : never
  : never;

/**
 * Nothing more when every route is typed by its own operation and none is implemented twice; otherwise a property
 * naming what is wrong, which no area has: the routes to type by their own operation (implementationsOf), or the
 * operations implemented twice.
 */
type Once<A extends readonly Area[]> = [Untyped<A>] extends [never]
  ? [Repeated<A>] extends [never]
    ? unknown
    : { implementedTwice: Repeated<A> }
  : { typedByAWiderOperation: Untyped<A>['operation']['path'] };

/** The implementations of the areas `A`, by their operation's id. */
export type ById<A extends readonly Area[]> = { [R in A[number][number] as IdOf<R>]: R };

/**
 * The implementations of every area by their operation's id. An operation implemented twice does not compile (the
 * areas lack `implementedTwice: <ids>`), and is refused at run time too.
 */
export function byOperation<const A extends readonly Area[]>(...areas: A & Once<A>): ById<A> {
  const byId: Record<string, Implementation> = {};
  for (const route of areas.flat()) {
    const { id } = route.operation;
    if (byId[id]) throw new Error(`${id} is implemented twice`);
    byId[id] = route;
  }
  return byId as ById<A>;
}

/**
 * `routes` typed as the implementations of `ops`, in order, for an area whose routes are made by a function typed
 * by a wider operation type than each one's own (a union of operations, a kit's operation shape); checked when the
 * module loads (the same operations, in the same order).
 */
export function implementationsOf<const O extends readonly Operation[]>(
  routes: readonly AnyRoute[],
  ...ops: O
): { readonly [I in keyof O]: Implementation<O[I]> } {
  const same = routes.length === ops.length && routes.every((r, i) => isImplementation(r) && r.operation === ops[i]);
  if (!same) throw new Error(`routes do not implement ${ops.map((o) => o.id).join(', ')} in this order`);
  return routes as unknown as { readonly [I in keyof O]: Implementation<O[I]> };
}

/** Whether a route is an operation's (made by `implement`). */
export function isImplementation(route: AnyRoute): route is Implementation {
  return 'operation' in route;
}

/**
 * The routes of `operations` in the table's order, each its implementation; an operation without one (possible
 * only past the type, with a cast) or with another operation's is refused.
 */
export function routesOf(
  operations: readonly Operation[],
  implementations: Readonly<Record<string, Implementation>>,
): Implementation[] {
  return operations.map((op) => {
    const route = implementations[op.id];
    if (route?.operation !== op) throw new Error(`${op.id} has no implementation`);
    return route;
  });
}
