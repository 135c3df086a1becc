import { getQuestionaire } from '@abode/shared/operations';
import type { Questionaire } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { listQuestionaires } from './catalogue.repository.ts';

/**
 * GET /api/get_questionaire (sic, spec §7): the questions a lister answers; the answers travel as the
 * property's `questionaries` (question id → answer).
 */
export default implement(getQuestionaire, async ({ query, deps }) => {
  const rows = await listQuestionaires(deps.db, query.id);
  const data: Questionaire[] = rows.map((q) => ({
    id: q.id,
    question: q.question,
    field_type: q.field_type,
    options: q.options,
    sequence: q.sequence,
  }));
  return { message: 'Data Fetch Successfully', data, total: data.length };
});
