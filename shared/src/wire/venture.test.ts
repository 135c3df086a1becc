import { describe, expect, it } from 'vitest';
import * as venture from './venture.ts';
import { ventureDetailAnswer } from './venture-posts.ts';

describe('wire/venture.ts', () => {
  // Split by responsibility into venture-form, venture-posts, listing-ratings and contact-feedback; importers of
  // this path (sections built against it included) must still find every value it exported.
  it('still exports every value it held before the split, and no more', () => {
    expect(Object.keys(venture).sort()).toEqual([
      'CONTACT_MESSAGES',
      'RATINGS_ON_DETAIL',
      'RATING_MESSAGES',
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
