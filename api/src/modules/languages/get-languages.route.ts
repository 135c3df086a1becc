import { envelopeOf, getLanguagesQuery, language } from '@abode/shared/wire';
import { eq } from 'drizzle-orm';
import { languages } from '../../db/schema.ts';
import { defineRoute } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';

/** GET /api/get_languages: one language with its translation dictionary in `file_name`. */
export default defineRoute({
  method: 'GET',
  url: '/api/get_languages',
  auth: 'none',
  response: envelopeOf(language),
  query: getLanguagesQuery,
  handler: async ({ query, deps }) => {
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
  },
});
