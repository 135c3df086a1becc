// The verification forms of agents, builders and tenants (one form per kind, every field type), and the
// demo agent's approved application. The forms are configuration an admin would build; the demo gives a
// complete one per kind so the feature works on a fresh database.
import type { Db } from '../db/client.ts';
import type { VERIFY_FIELD_TYPES, VERIFY_KINDS } from '../db/schema.ts';
import * as t from '../db/schema.ts';
import { documentKey } from '../modules/verification/documents.ts';
import type { Storage } from '../storage/storage.ts';
import { tinyPdf } from './tiny-pdf.ts';

type Kind = (typeof VERIFY_KINDS)[number];
type FieldType = (typeof VERIFY_FIELD_TYPES)[number];

/** One seeded field: its label, type and (for radio, checkbox and dropdown) options. */
export interface SeedField {
  name: string;
  field_type: FieldType;
  options?: string[];
}

const CITY_OPTIONS = ['Mumbai', 'Bengaluru', 'Delhi', 'Hyderabad', 'Chennai', 'Pune'];

/** The demo forms, in display order. */
export const VERIFICATION_FORMS: Record<Kind, SeedField[]> = {
  agent: [
    { name: 'Licence number', field_type: 'text' },
    { name: 'Years of experience', field_type: 'number' },
    { name: 'Agency type', field_type: 'radio', options: ['Independent', 'Agency', 'Franchise'] },
    { name: 'Languages spoken', field_type: 'checkbox', options: ['English', 'Hindi', 'Marathi', 'Kannada', 'Tamil'] },
    { name: 'City of operation', field_type: 'dropdown', options: CITY_OPTIONS },
    { name: 'About your work', field_type: 'textarea' },
    { name: 'Licence document', field_type: 'file' },
  ],
  builder: [
    { name: 'Company registration number', field_type: 'text' },
    { name: 'Projects completed', field_type: 'number' },
    { name: 'Company type', field_type: 'radio', options: ['Private limited', 'Partnership', 'Sole proprietorship'] },
    { name: 'Project types', field_type: 'checkbox', options: ['Residential', 'Commercial', 'Industrial', 'Plots'] },
    { name: 'Head office city', field_type: 'dropdown', options: CITY_OPTIONS },
    { name: 'Company profile', field_type: 'textarea' },
    { name: 'Registration certificate', field_type: 'file' },
  ],
  tenant: [
    { name: 'Full name as on ID', field_type: 'text' },
    { name: 'Household size', field_type: 'number' },
    { name: 'Employment', field_type: 'radio', options: ['Salaried', 'Self-employed', 'Student', 'Retired'] },
    {
      name: 'Preferred property types',
      field_type: 'checkbox',
      options: ['Apartment', 'Independent house', 'Villa', 'Studio'],
    },
    { name: 'Preferred city', field_type: 'dropdown', options: CITY_OPTIONS },
    { name: 'About you', field_type: 'textarea' },
    { name: 'Identity document', field_type: 'file' },
  ],
};

/** Writes the three forms; answers the ids of each kind's fields in display order. */
export async function seedVerificationForms(db: Db): Promise<Record<Kind, number[]>> {
  const ids: Record<Kind, number[]> = { agent: [], builder: [], tenant: [] };
  for (const kind of Object.keys(VERIFICATION_FORMS) as Kind[]) {
    const fields = VERIFICATION_FORMS[kind];
    const rows = await db
      .insert(t.verify_customer_forms)
      .values(fields.map((f, i) => ({ kind, name: f.name, field_type: f.field_type, rank: i + 1 })))
      .returning({ id: t.verify_customer_forms.id });
    const options = fields.flatMap((f, i) =>
      (f.options ?? []).map((value) => ({ verify_customer_form_id: rows[i]?.id ?? 0, value })),
    );
    if (options.length) await db.insert(t.verify_customer_form_values).values(options);
    ids[kind] = rows.map((r) => r.id);
  }
  return ids;
}

/** The demo agent's approved agent application, answers and licence document included. */
export async function seedVerifiedAgent(db: Db, storage: Storage, agentId: number, formIds: number[]): Promise<void> {
  // A private, random key like any uploaded document: a demo licence is still someone's document.
  const licenceKey = documentKey(agentId, 'pdf');
  await storage.put(licenceKey, tinyPdf('RERA agent licence A51800012345 - Arjun Mehta'));
  const answers = [
    'A51800012345',
    '12',
    'Independent',
    'English,Hindi,Kannada',
    'Bengaluru',
    'Independent agent helping families find homes since 2012.',
    licenceKey,
  ];
  const [row] = await db
    .insert(t.verify_customers)
    .values({ user_id: agentId, kind: 'agent', status: 'success' })
    .returning({ id: t.verify_customers.id });
  if (!row) return;
  await db.insert(t.verify_customer_values).values(
    formIds.map((formId, i) => ({
      verify_customer_id: row.id,
      verify_customer_form_id: formId,
      value: answers[i] ?? '',
    })),
  );
}
