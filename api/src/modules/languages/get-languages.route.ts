import { getLanguages } from '@abode/shared/operations';
import { eq } from 'drizzle-orm';
import { languages } from '../../db/schema.ts';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';

/** GET /api/get_languages: one language with its translation dictionary in `file_name`. */
export default implement(getLanguages, async ({ query, deps }) => {
  // One dictionary serves both web_language_file and the app file: the keys are the web client's.
  const [row] = await deps.db.select().from(languages).where(eq(languages.code, query.language_code.toLowerCase()));
  // Upstream answers 200 with error:true; we answer a real 404.
  if (row?.status !== 1) throw new ApiError('NOT_FOUND', 'Language not found');
  return {
    message: 'Data Fetch Successfully',
    data: {
      id: row.id,
      name: row.name,
      code: row.code,
      file_name: row.file_name,
      status: row.status,
      rtl: row.rtl,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    },
  };
});
