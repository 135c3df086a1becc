// Statements run under a name (prepared on each connection the first time, then only bound and executed), so
// PostgreSQL parses them once and, when its generic plan costs no more than the plans made for the values, plans
// them once too. A list statement with its relations took PostgreSQL 0.8 ms to plan and 0.75 ms to run: planning
// was half the database's work of a request (decision 022, bench/RESULTS.md). On PGlite the name is ignored.
import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { rowsOf } from './raw-rows.ts';

const dialect = new PgDialect();

/** The name of a statement's text: the same text always gets the same name (node-postgres requires it). */
const nameOf = (text: string) => `n_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/**
 * At most this many texts of variable statements (executeNamed) get a name in a process; later ones run unnamed.
 * Each named text is kept by every pooled connection, on both sides, until it closes: a filter combination is one
 * text, and the cap keeps a flood of rare combinations from growing that without bound.
 */
export const NAMED_TEXTS_MAX = 200;
const named = new Map<string, string>();

/**
 * Runs `statement` under the name of its text (unnamed past NAMED_TEXTS_MAX texts) and answers its rows. Only for
 * statements whose generic plan is good for any values they are given: PostgreSQL switches to it after five runs
 * when it looks no costlier, and keeps it. A map viewport or a text search is not one (their generic plans read
 * far more than the plan made for the values: decision 022).
 */
export async function executeNamed<T>(db: Db, statement: SQL): Promise<T[]> {
  const query = dialect.sqlToQuery(statement);
  let name = named.get(query.sql);
  if (name === undefined && named.size < NAMED_TEXTS_MAX) {
    name = nameOf(query.sql);
    named.set(query.sql, name);
  }
  return rowsOf<T>(await db._.session.prepareQuery(query, undefined, name, false).execute());
}

/** A fixed statement with placeholders (`sql.placeholder`), rendered once and always run under its name. */
export class NamedStatement {
  private readonly query: Query;
  private readonly name: string;
  constructor(statement: SQL) {
    this.query = dialect.sqlToQuery(statement);
    this.name = nameOf(this.query.sql);
  }
  async rows<T>(db: Db, values: Record<string, unknown>): Promise<T[]> {
    return rowsOf<T>(await db._.session.prepareQuery(this.query, undefined, this.name, false).execute(values));
  }
}

/**
 * `make`'s prepared query (drizzle's `.prepare(name)`, with `sql.placeholder`s for its values), built once per
 * database handle or transaction: the text and the mapping of its answer are made once, not on every request
 * (drizzle's query builder spent a seventh of a project detail's API time rebuilding the token and package
 * lookups: decision 022).
 */
export function preparedPerDb<P>(make: (db: Db) => P): (db: Db) => P {
  const made = new WeakMap<Db, P>();
  return (db) => {
    let p = made.get(db);
    if (!p) {
      p = make(db);
      made.set(db, p);
    }
    return p;
  };
}
