import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { verificationFormField, verificationRecord } from '@abode/shared/wire';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { verify_customer_forms, verify_customer_values, verify_customers } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import { tinyPdf } from '../src/seed/tiny-pdf.ts';
import type { TestServer } from './helpers.ts';
import { freshUser, startTestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const KINDS = [
  { kind: 'agent', wire: 'agent' },
  { kind: 'builder', wire: 'builder' },
  { kind: 'tenant', wire: 'tenet' }, // sic: spec spelling
] as const;
type Wire = (typeof KINDS)[number]['wire'];
type Field = z.infer<typeof verificationFormField>;

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function fieldsOf(wire: Wire, auth: string): Promise<Field[]> {
  const r = await s.call(`/api/get-${wire}-verification-form-fields`, { headers: { authorization: auth } });
  expect(r.status).toBe(200);
  return z.array(verificationFormField).parse(r.body.data);
}

/** A complete, valid answer for every field (a PDF for file fields), with per-field overrides. */
function answers(fields: Field[], override: Record<string, string | Blob | null> = {}): FormData {
  const form = new FormData();
  fields.forEach((f, i) => {
    let value: string | Blob | null;
    if (f.name in override) value = override[f.name] ?? null;
    else if (f.field_type === 'file')
      value = new Blob([new Uint8Array(tinyPdf('licence'))], { type: 'application/pdf' });
    else if (f.field_type === 'number') value = '7';
    else if (f.field_type === 'radio' || f.field_type === 'dropdown') value = f.form_fields_values[0]?.value ?? '';
    else if (f.field_type === 'checkbox')
      value = f.form_fields_values
        .slice(0, 2)
        .map((o) => o.value)
        .join(',');
    else value = `Answer to ${f.name}`;
    if (value === null) return;
    form.set(`form_fields[${i}][id]`, String(f.id));
    if (value instanceof Blob) form.set(`form_fields[${i}][value]`, value, 'document.pdf');
    else form.set(`form_fields[${i}][value]`, value);
  });
  return form;
}

const apply = (wire: Wire, auth: string, body: FormData) =>
  s.call(`/api/apply-${wire}-verification`, { method: 'POST', headers: { authorization: auth }, body });

describe('verification form fields', () => {
  it('answers each kind its own active fields, every field type, in rank order with options', async () => {
    const auth = await s.login(DEMO_ACCOUNTS.user);
    const seen = new Set<number>();
    for (const { wire } of KINDS) {
      const fields = await fieldsOf(wire, auth);
      expect(fields.map((f) => f.field_type)).toEqual([
        'text',
        'number',
        'radio',
        'checkbox',
        'dropdown',
        'textarea',
        'file',
      ]);
      expect(fields.map((f) => f.rank)).toEqual([...fields.map((f) => f.rank)].sort((a, b) => a - b));
      for (const f of fields) {
        expect(seen.has(f.id)).toBe(false);
        seen.add(f.id);
        const withOptions = ['radio', 'checkbox', 'dropdown'].includes(f.field_type);
        expect(f.form_fields_values.length > 0).toBe(withOptions);
        for (const o of f.form_fields_values) expect(o.verify_customer_form_id).toBe(f.id);
      }
    }
  });

  it('hides inactive fields and does not require them', async () => {
    const { token: auth } = await freshUser(s);
    const [textarea] = await s.db
      .select()
      .from(verify_customer_forms)
      .where(and(eq(verify_customer_forms.kind, 'tenant'), eq(verify_customer_forms.field_type, 'textarea')));
    if (!textarea) throw new Error('no seeded textarea');
    await s.db
      .update(verify_customer_forms)
      .set({ status: 'inactive' })
      .where(eq(verify_customer_forms.id, textarea.id));
    try {
      const fields = await fieldsOf('tenet', auth);
      expect(fields.map((f) => f.id)).not.toContain(textarea.id);
      const r = await apply('tenet', auth, answers(fields));
      expect(r.status).toBe(200);
    } finally {
      await s.db
        .update(verify_customer_forms)
        .set({ status: 'active' })
        .where(eq(verify_customer_forms.id, textarea.id));
    }
  });

  it('refuses visitors with 401 on every verification call', async () => {
    for (const { wire } of KINDS) {
      for (const path of [`get-${wire}-verification-form-fields`, `get-${wire}-verification-form-values`]) {
        const r = await s.call(`/api/${path}`);
        expect(r.status).toBe(401);
        expect(r.body).toMatchObject({ error: true, code: 'UNAUTHENTICATED' });
      }
      const r = await s.call(`/api/apply-${wire}-verification`, { method: 'POST', body: new FormData() });
      expect(r.status).toBe(401);
    }
  });
});

describe('applying', () => {
  it('applies for each kind: pending, answers stored, document kept by content with an unguessable name', async () => {
    const { id, token: auth } = await freshUser(s);
    for (const { kind, wire } of KINDS) {
      const before = await s.call(`/api/get-${wire}-verification-form-values`, { headers: { authorization: auth } });
      expect(before.status).toBe(200);
      expect(before.body).toMatchObject({ error: false, message: 'No data found!', data: null });

      const fields = await fieldsOf(wire, auth);
      const r = await apply(wire, auth, answers(fields));
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.message).toBe('Your application has been submitted and is under review.');
      const record = verificationRecord.parse(r.body.data);
      expect(record).toMatchObject({ user_id: id, kind, status: 'pending', reason: null });
      expect(record.verify_customer_values).toHaveLength(fields.length);

      const values = await s.call(`/api/get-${wire}-verification-form-values`, { headers: { authorization: auth } });
      const stored = verificationRecord.parse(values.body.data);
      expect(stored.status).toBe('pending');
      const byField = new Map(stored.verify_customer_values.map((v) => [v.verify_customer_form_id, v]));
      for (const f of fields) {
        const v = byField.get(f.id);
        expect(v?.verify_form?.name).toBe(f.name);
        if (f.field_type === 'checkbox') expect(v?.value.split(',')).toHaveLength(2);
        if (f.field_type === 'file') {
          expect(v?.value).toMatch(
            new RegExp(`/uploads/private/verification/${id}/[0-9a-f]{32}\\.pdf\\?expires=\\d+&signature=[\\w-]{43}$`),
          );
          const key = new URL(v?.value ?? '').pathname.split('/uploads/')[1] ?? '';
          expect(existsSync(join(s.dataDir, 'uploads', key))).toBe(true);
        }
      }
    }
    // One row per kind for the same user.
    const rows = await s.db.select().from(verify_customers).where(eq(verify_customers.user_id, id));
    expect(rows.map((r) => r.kind).sort()).toEqual(['agent', 'builder', 'tenant']);
  });

  it('accepts checkbox options sent as a list of values', async () => {
    const { token: auth } = await freshUser(s);
    const fields = await fieldsOf('builder', auth);
    const form = answers(fields);
    const checkbox = fields.findIndex((f) => f.field_type === 'checkbox');
    const options = fields[checkbox]?.form_fields_values.map((o) => o.value) ?? [];
    form.delete(`form_fields[${checkbox}][value]`);
    form.append(`form_fields[${checkbox}][value][]`, options[2] ?? '');
    form.append(`form_fields[${checkbox}][value][]`, options[0] ?? '');
    const r = await apply('builder', auth, form);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const record = verificationRecord.parse(r.body.data);
    const value = record.verify_customer_values.find((v) => v.verify_customer_form_id === fields[checkbox]?.id);
    // Stored in the form's order.
    expect(value?.value).toBe(`${options[0]},${options[2]}`);
  });

  it('refuses every invalid answer with a clear message and stores nothing', async () => {
    const { id, token: auth } = await freshUser(s);
    const fields = await fieldsOf('agent', auth);
    const named = (t: string) => fields.find((f) => f.field_type === t) as Field;
    const text = named('text');
    const number = named('number');
    const radio = named('radio');
    const checkbox = named('checkbox');
    const dropdown = named('dropdown');
    const file = named('file');
    const options = (f: Field) => f.form_fields_values.map((o) => o.value).join(', ');
    const cases: [FormData, string][] = [
      [new FormData(), 'Please fill all fields'],
      [answers(fields, { [text.name]: null }), `${text.name} is required`],
      [answers(fields, { [text.name]: '   ' }), `${text.name} is required`],
      [answers(fields, { [file.name]: null }), `${file.name} is required`],
      [answers(fields, { [number.name]: 'seven' }), `${number.name} must be a number of 0 or more`],
      [answers(fields, { [number.name]: '-3' }), `${number.name} must be a number of 0 or more`],
      [answers(fields, { [radio.name]: 'Freelancer' }), `${radio.name} must be one of ${options(radio)}`],
      [answers(fields, { [dropdown.name]: 'Atlantis' }), `${dropdown.name} must be one of ${options(dropdown)}`],
      [answers(fields, { [checkbox.name]: 'English,Klingon' }), `${checkbox.name} must be one of ${options(checkbox)}`],
      [answers(fields, { [checkbox.name]: ' , ' }), `${checkbox.name} is required`],
      [answers(fields, { [text.name]: 'x'.repeat(256) }), `${text.name} must be at most 255 characters`],
      [
        answers(fields, {
          [file.name]: new Blob(['%PDF? no, this is a text file named .pdf'], { type: 'application/pdf' }),
        }),
        `${file.name} must be a PDF, JPEG or PNG file`,
      ],
      [
        answers(fields, { [file.name]: new Blob([new Uint8Array(PNG_1PX.subarray(0, 4))], { type: 'image/png' }) }),
        `${file.name} must be a PDF, JPEG or PNG file`,
      ],
      [
        answers(fields, {
          [file.name]: new Blob([
            new Uint8Array(Buffer.concat([PNG_1PX.subarray(0, 8), Buffer.from('not really a picture')])),
          ]),
        }),
        `${file.name} must be a PDF, JPEG or PNG file`,
      ],
      [
        answers(fields, { [file.name]: new Blob(['%PDF-1.4 but cut short, no end marker']) }),
        `${file.name} must be a PDF, JPEG or PNG file`,
      ],
      [
        answers(fields, {
          [file.name]: new Blob([new Uint8Array(Buffer.concat([tinyPdf('big'), Buffer.alloc(5 * 1024 * 1024)]))]),
        }),
        `${file.name} must be 5 MB or smaller`,
      ],
      [answers(fields, { [file.name]: 'https://example.com/licence.pdf' }), `${file.name} must be a file`],
    ];
    for (const [form, message] of cases) {
      const r = await apply('agent', auth, form);
      expect(r.status, message).toBe(400);
      expect(r.body).toMatchObject({ error: true, message });
    }

    // A field of another kind's form, and a repeated id.
    const builderFields = await fieldsOf('builder', auth);
    const foreign = answers(fields);
    foreign.set(`form_fields[${fields.length}][id]`, String(builderFields[0]?.id));
    foreign.set(`form_fields[${fields.length}][value]`, 'x');
    const r1 = await apply('agent', auth, foreign);
    expect(r1.body).toMatchObject({
      error: true,
      message: `Form field ${builderFields[0]?.id} is not part of this form`,
    });
    const twice = answers(fields);
    twice.set(`form_fields[${fields.length}][id]`, String(text.id));
    twice.set(`form_fields[${fields.length}][value]`, 'again');
    const r2 = await apply('agent', auth, twice);
    expect(r2.body).toMatchObject({ error: true, message: `Form field ${text.id} was sent twice` });

    const rows = await s.db.select().from(verify_customers).where(eq(verify_customers.user_id, id));
    expect(rows).toHaveLength(0);
  });

  it('accepts JPEG and PNG documents by content, whatever their name, without their EXIF', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'GPS 19.07,72.87' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    for (const [data, ext, wire] of [
      [PNG_1PX, 'png', 'tenet'],
      [jpeg, 'jpg', 'builder'],
    ] as const) {
      const { token: auth } = await freshUser(s);
      const fields = await fieldsOf(wire, auth);
      const file = fields.find((f) => f.field_type === 'file') as Field;
      // Named and typed as something else: only the bytes count.
      const form = answers(fields, { [file.name]: new Blob([new Uint8Array(data)], { type: 'text/plain' }) });
      const r = await apply(wire, auth, form);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const record = verificationRecord.parse(r.body.data);
      const url = record.verify_customer_values.find((v) => v.verify_customer_form_id === file.id)?.value ?? '';
      expect(new URL(url).pathname).toMatch(new RegExp(`\\.${ext}$`));
      const stored = readFileSync(join(s.dataDir, 'uploads', new URL(url).pathname.split('/uploads/')[1] ?? ''));
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
    }
  });
});

describe('the state machine', () => {
  it('initial → pending (no second application) → failed with reason → re-apply → verified (no more applying)', async () => {
    const { id, token: auth } = await freshUser(s);
    const admin = await s.login(DEMO_ACCOUNTS.admin);
    const fields = await fieldsOf('agent', auth);
    const settings = async () =>
      (await s.call('/api/web-settings', { headers: { authorization: auth } })).body.data as Record<string, unknown>;
    expect((await settings()).verification_status).toBe('initial');

    expect((await apply('agent', auth, answers(fields))).status).toBe(200);
    expect((await settings()).verification_status).toBe('pending');
    const again = await apply('agent', auth, answers(fields));
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: true, message: 'Your agent verification is already under review.' });

    const [row] = await s.db
      .select()
      .from(verify_customers)
      .where(and(eq(verify_customers.user_id, id), eq(verify_customers.kind, 'agent')));
    if (!row) throw new Error('no application');
    const oldValues = await s.db
      .select()
      .from(verify_customer_values)
      .where(eq(verify_customer_values.verify_customer_id, row.id));
    const fail = await s.call(`/api/admin/verifications/${row.id}/fail`, {
      method: 'POST',
      headers: { authorization: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'The licence document is unreadable.' }),
    });
    expect(fail.status).toBe(200);
    expect((await settings()).verification_status).toBe('failed');
    const failed = await s.call('/api/get-agent-verification-form-values', { headers: { authorization: auth } });
    expect(failed.body.data).toMatchObject({ status: 'failed', reason: 'The licence document is unreadable.' });

    // Re-apply from failed: the same row goes back to pending, answers and document replaced.
    const reapply = await apply('agent', auth, answers(fields, { [fields[0]?.name ?? '']: 'NEW-LICENCE-1' }));
    expect(reapply.status, JSON.stringify(reapply.body)).toBe(200);
    const record = verificationRecord.parse(reapply.body.data);
    expect(record).toMatchObject({ id: row.id, status: 'pending', reason: null });
    expect(record.verify_customer_values.find((v) => v.verify_customer_form_id === fields[0]?.id)?.value).toBe(
      'NEW-LICENCE-1',
    );
    const oldDoc = oldValues.find((v) => v.value.startsWith('private/verification/'))?.value ?? '';
    expect(oldDoc).not.toBe('');
    expect(existsSync(join(s.dataDir, 'uploads', oldDoc))).toBe(false);

    const approve = await s.call(`/api/admin/verifications/${row.id}/approve`, {
      method: 'POST',
      headers: { authorization: admin },
    });
    expect(approve.status).toBe(200);
    expect((await settings()).verification_status).toBe('success');
    const verified = await apply('agent', auth, answers(fields));
    expect(verified.status).toBe(400);
    expect(verified.body).toMatchObject({ error: true, message: 'You are already verified as an agent.' });
  });

  it('keeps the seeded agent verified and shows it on their listings', async () => {
    const auth = await s.login(DEMO_ACCOUNTS.agent);
    const settings = await s.call('/api/web-settings', { headers: { authorization: auth } });
    expect((settings.body.data as Record<string, unknown>).verification_status).toBe('success');
    const values = await s.call('/api/get-agent-verification-form-values', { headers: { authorization: auth } });
    const record = verificationRecord.parse(values.body.data);
    expect(record.status).toBe('success');
    expect(record.verify_customer_values).toHaveLength(7);
    const list = await s.call('/api/get_property?limit=50');
    const mine = (list.body.data as { is_verified?: boolean; email?: string }[]).filter(
      (p) => p.email === DEMO_ACCOUNTS.agent,
    );
    expect(mine.length).toBeGreaterThan(0);
    for (const p of mine) expect(p.is_verified).toBe(true);
  });
});
