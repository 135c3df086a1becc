import { envelope, PROPERTY_WRITE_MESSAGES as M, postPropertyAnswer, postPropertyFields } from '@abode/shared/wire';
import { defineRoute } from '../../../lib/define-route.ts';
import { parseInput } from '../../../lib/validation.ts';
import { collectPropertyForm } from './form.ts';
import { assertProfileComplete, ownerView } from './manage.ts';
import { saveProperty } from './save.ts';

/**
 * POST /api/post_property (multipart, spec §3 Property fields; encoding in shared/src/wire/property-write.ts).
 * Needs a complete profile and a package with `property_list` units left (one is used, in the same
 * transaction as the insert). New listings are active and pending review, or approved at once when the
 * setting `auto_approve` is '1' and the owner holds a verification.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/post_property',
  auth: 'required',
  response: envelope.extend(postPropertyAnswer.shape),
  handler: async ({ user, deps, urls, req }) => {
    assertProfileComplete(user);
    const { fields, files } = collectPropertyForm(req.body);
    const input = parseInput(postPropertyFields, fields);
    const id = await saveProperty(deps, user, input, files);
    return { message: M.posted, data: await ownerView(deps.db, user, urls, id) };
  },
});
