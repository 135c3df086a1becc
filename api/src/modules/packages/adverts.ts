// When a featuring request ("advertisement") features its listing: approved (status 0), enabled, and not past
// its end (the end of the package that paid for it). Every featured section, badge and sort reads this.
import { sql } from 'drizzle-orm';

/** The condition on an `advertisements` row aliased `a`. */
export const ADVERT_RUNNING = sql.raw('a.status = 0 and a.is_enable and (a.end_date is null or a.end_date > now())');
