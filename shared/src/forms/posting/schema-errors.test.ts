import { describe, expect, it } from 'vitest';
import { postProjectFields } from '../../wire/project-write.ts';
import { postServiceFields } from '../../wire/service.ts';
import { partText, schemaErrors, schemaValidator } from './schema-errors.ts';

describe('schemaErrors', () => {
  it('gives the first message the wire schema has for each field, word for word (spec §5)', () => {
    expect(schemaErrors(postProjectFields, { category_id: '', title: ' ', description: '', type: 'upcoming' })).toEqual(
      {
        title: 'Title is required',
        description: 'Description field is required',
        category_id: 'Please select Category',
        location: 'Please fill all fields',
        city: 'Please fill all fields',
        state: 'Please fill all fields',
        country: 'Please fill all fields',
      },
    );
  });

  it('is empty when the parts pass', () => {
    const parts = {
      category_id: '1',
      type: 'upcoming',
      title: 'Sky Gardens',
      description: 'Towers',
      location: 'Baner Road',
      city: 'Pune',
      state: 'MH',
      country: 'India',
    };
    expect(schemaErrors(postProjectFields, parts)).toEqual({});
    expect(schemaValidator(postProjectFields, (v: typeof parts) => v)(parts)).toEqual({});
  });

  it('checks what a validator turns the values into', () => {
    const validate = schemaValidator(postServiceFields, (v: { name: string }) => ({ title: v.name }));
    expect(validate({ name: '' }).title).toBe('Title is required');
  });
});

describe('partText', () => {
  it('sends a value trimmed, a missing one blank', () => {
    expect(partText('  a ')).toBe('a');
    expect(partText(12)).toBe('12');
    expect(partText(null)).toBe('');
    expect(partText(undefined)).toBe('');
  });
});
