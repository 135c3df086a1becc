// Verification queries and the apply call, keyed under ['verification', …] so no other section collides in
// the shared cache. Application keys carry the user id: one account's state never shows for another.
import { ApiError, apiRequest, MESSAGES } from '@abode/shared';
import {
  type VerificationFormField,
  type VerificationKind,
  type VerificationRecord,
  type VerificationStatus,
  verificationEndpoints,
  verificationFormField,
  verificationRecord,
} from '@abode/shared/wire';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

const fieldsAnswer = z.object({ data: z.array(verificationFormField) });
const recordAnswer = z.object({ data: verificationRecord.nullable() });

function parsed<T>(schema: z.ZodType<T>, body: unknown): T {
  const r = schema.safeParse(body);
  if (!r.success) throw new ApiError(MESSAGES.somethingWentWrong, 200, undefined, body);
  return r.data;
}

export const verificationQueries = {
  all: () => ['verification'] as const,
  /** A kind's form: the active fields in display order. */
  fields: (kind: VerificationKind) =>
    queryOptions({
      queryKey: [...verificationQueries.all(), 'fields', kind] as const,
      queryFn: async ({ signal }): Promise<VerificationFormField[]> =>
        parsed(fieldsAnswer, await apiRequest<unknown>(verificationEndpoints(kind).fields, { signal })).data,
    }),
  applications: (userId: number) => [...verificationQueries.all(), 'application', userId] as const,
  /** The signed-in user's application of a kind, or null when there is none yet ("initial"). */
  application: (userId: number, kind: VerificationKind) =>
    queryOptions({
      queryKey: [...verificationQueries.applications(userId), kind] as const,
      queryFn: async ({ signal }): Promise<VerificationRecord | null> =>
        parsed(recordAnswer, await apiRequest<unknown>(verificationEndpoints(kind).values, { signal })).data,
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
  const body = await apiRequest<unknown>(verificationEndpoints(kind).apply, {
    method: 'POST',
    body: form,
  });
  const record = verificationRecord.nullable().safeParse(body.data);
  return { message: body.message ?? '', record: record.success ? record.data : null };
}
