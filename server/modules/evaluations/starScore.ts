/**
 * The activity row's starScore (spec §3 "Activity row"; issue 21 "Evaluations"): the average of the
 * activity's ratings with one decimal ('4.3'), null while it has none. A hidden comment's stars
 * still count (hiding moderates the text, not the score). Used by activities/repositories
 * activityRowSelect and by the evaluation statistics, so both show the same figure.
 */
import { sql } from 'kysely';

/** `(select round(avg(score), 1)::text …)` for the activity aliased `alias` (default `a`). */
export const starScoreOf = (alias = 'a') =>
  sql<string | null>`(select round(avg(ev.score), 1)::text from activity_evaluations ev
    where ev.school_id = ${sql.ref(`${alias}.school_id`)} and ev.activity_id = ${sql.ref(`${alias}.id`)})`;
