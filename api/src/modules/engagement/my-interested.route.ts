import { myInterested } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { myProjectInterestPage } from '../projects/engagement/project-engagement.repository.ts';
import { toProjectObjects } from '../projects/projects.service.ts';
import { toPropertyObjects } from '../properties/properties.service.ts';
import { myInterestPage } from './engagement.repository.ts';

const myInterest = (i: { is_shortlisted: boolean; is_approved: boolean; created_at: Date } | undefined) => ({
  is_shortlisted: i?.is_shortlisted ?? false,
  is_approved: i?.is_approved ?? false,
  created_at: i?.created_at.toISOString() ?? '',
});

/**
 * GET /api/my-interested?offset,limit,type: the (visible) properties I showed interest in, newest first,
 * each with `interest: {is_shortlisted, is_approved, created_at}`. `type` narrows by the owner's decision:
 * approved, shortlisted or pending; all (or property) lists every one; `project` lists my interests in
 * (visible) projects instead, each project object with the same `interest`.
 */
export default implement(myInterested, async ({ query, user, deps, urls }) => {
  if (query.type === 'project') {
    const { total, rows } = await myProjectInterestPage(deps.db, user.id, 'all', query.offset, query.limit);
    const projects = await toProjectObjects(deps.db, rows, user, urls);
    const data = projects.map((p, i) => ({ ...p, interest: myInterest(rows[i]?.interest) }));
    return { message: data.length ? 'Data Fetch Successfully' : 'No data found!', total, data };
  }
  const filter = !query.type || query.type === 'property' ? 'all' : query.type;
  const { total, interests, rows } = await myInterestPage(deps.db, user.id, filter, query.offset, query.limit);
  const byId = new Map(interests.map((i) => [i.property_id, i]));
  const data = (await toPropertyObjects(deps.db, rows, user, urls)).map((p) => ({
    ...p,
    interest: myInterest(byId.get(p.id)),
  }));
  return { message: data.length ? 'Data Fetch Successfully' : 'No data found!', total, data };
});
