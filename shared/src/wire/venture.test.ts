import { describe, expect, it } from 'vitest';
import * as venture from './venture.ts';
import { postConstructionFields, postJvFields, VENTURE_COLUMNS } from './venture.ts';
import { ventureDetailAnswer } from './venture-posts.ts';

describe('wire/venture.ts', () => {
  // Split by responsibility into venture-form, venture-posts, listing-ratings and contact-feedback; importers of
  // this path (sections built against it included) must still find every value it exported.
  it('still exports every value it held before the split, and no more', () => {
    expect(Object.keys(venture).sort()).toEqual([
      'CONTACT_MESSAGES',
      'RATINGS_ON_DETAIL',
      'RATING_MESSAGES',
      'VENTURE_COLUMNS',
      'VENTURE_MESSAGES',
      'adminContactMessagesAnswer',
      'adminContactMessagesQuery',
      'adminFeedbacksAnswer',
      'constructionDetail',
      'constructionDetailAnswer',
      'constructionListAnswer',
      'constructionProfile',
      'contactFormBody',
      'contactKind',
      'contactMessage',
      'deleteVentureBody',
      'editConstructionFields',
      'editJvFields',
      'feedbackBody',
      'feedbackEntry',
      'formRef',
      'getConstructionsQuery',
      'getJvQuery',
      'getRatingsAnswer',
      'getRatingsQuery',
      'jvConstructionRattingBody',
      'jvDetail',
      'jvDetailAnswer',
      'jvListAnswer',
      'jvPost',
      'listingCommon',
      'listingFormParts',
      'myConstructionAnswer',
      'myConstructionProfile',
      'myJvAnswer',
      'myJvPost',
      'myVenturesQuery',
      'postConstructionFields',
      'postJvFields',
      'postVentureQuery',
      'ratingEntry',
      'rattingAnswer',
      'repairworksRattingBody',
      'serviceRattingBody',
      'ventureBySlugQuery',
      'ventureDetail',
      'ventureDetailAnswer',
      'ventureDetailQuery',
      'ventureDocument',
      'ventureImage',
      'ventureKind',
      'ventureLookup',
      'ventureLookupAnswer',
      'ventureOwner',
      'ventureRejectReason',
      'ventureSort',
      'ventureViewAnswer',
      'ventureViewBody',
    ]);
  });

  it('re-exports the very schemas of the modules it was split into', () => {
    expect(venture.ventureDetailAnswer).toBe(ventureDetailAnswer);
  });
});

describe('VENTURE_COLUMNS', () => {
  // The API saves these columns and the posting form sends these parts: a field of a kind's post schema left out
  // of the list would be checked and then dropped. The slug is the one field that is not a column of its own.
  it('lists every field of each kind’s post schema but the slug, once', () => {
    for (const [kind, schema] of [
      ['jv', postJvFields],
      ['construction', postConstructionFields],
    ] as const) {
      const listed = [...VENTURE_COLUMNS.common, ...VENTURE_COLUMNS[kind]];
      expect(new Set(listed).size).toBe(listed.length);
      const fields = Object.keys(schema.shape).filter((k) => k !== 'slug_id');
      expect([...listed].sort()).toEqual(fields.sort());
    }
  });
});
