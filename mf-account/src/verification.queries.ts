// Verification queries and the apply call, keyed by their operations under ['verification', …]
// (operationKey) so no other section collides in the shared cache. Keys carry the viewer: one account's state
// never shows for another.
import { call, operationKey, operationRoot } from '@abode/shared';
import {
  applyAgentVerification,
  applyBuilderVerification,
  applyTenetVerification,
  getAgentVerificationFormFields,
  getAgentVerificationFormValues,
  getBuilderVerificationFormFields,
  getBuilderVerificationFormValues,
  getTenetVerificationFormFields,
  getTenetVerificationFormValues,
} from '@abode/shared/operations';
import type {
  VerificationFormField,
  VerificationKind,
  VerificationRecord,
  VerificationStatus,
} from '@abode/shared/wire';
import { queryOptions } from '@tanstack/react-query';

/** Each kind's operations: its form, the caller's application, and applying. */
const OPERATIONS = {
  agent: {
    fields: getAgentVerificationFormFields,
    values: getAgentVerificationFormValues,
    apply: applyAgentVerification,
  },
  builder: {
    fields: getBuilderVerificationFormFields,
    values: getBuilderVerificationFormValues,
    apply: applyBuilderVerification,
  },
  tenant: {
    fields: getTenetVerificationFormFields,
    values: getTenetVerificationFormValues,
    apply: applyTenetVerification,
  },
} as const;

export const verificationQueries = {
  all: () => ['verification'] as const,
  /** A kind's form: the active fields in display order. */
  fields: (userId: number, kind: VerificationKind) =>
    queryOptions({
      queryKey: operationKey(OPERATIONS[kind].fields, {}, userId),
      queryFn: async ({ signal }): Promise<VerificationFormField[]> =>
        (await call(OPERATIONS[kind].fields, {}, { signal })).data,
    }),
  /** The key prefixes of the signed-in user's applications, one per kind (for invalidation). */
  applications: () => Object.values(OPERATIONS).map((ops) => operationRoot(ops.values)),
  /** The signed-in user's application of a kind, or null when there is none yet ("initial"). */
  application: (userId: number, kind: VerificationKind) =>
    queryOptions({
      queryKey: operationKey(OPERATIONS[kind].values, {}, userId),
      queryFn: async ({ signal }): Promise<VerificationRecord | null> =>
        (await call(OPERATIONS[kind].values, {}, { signal })).data,
      // An admin decides elsewhere: a returning visitor should see the latest state.
      staleTime: 0,
    }),
};

/** The spec §4 state of an application (no application is "initial"). */
export function statusOf(record: VerificationRecord | null | undefined): VerificationStatus {
  return record?.status ?? 'initial';
}

/** Send an application (multipart); resolves with the server's message and the stored application. */
export async function applyForVerification(
  kind: VerificationKind,
  form: FormData,
): Promise<{ message: string; record: VerificationRecord | null }> {
  const body = await call(OPERATIONS[kind].apply, { body: form });
  return { message: body.message, record: body.data };
}
