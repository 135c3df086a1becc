import { describe, expect, it } from 'vitest';
import {
  emptyProjectValues,
  noStoredMedia,
  type ProjectFormValues,
  projectTextParts,
  validateProject,
} from './project-form.ts';

const filled = (): ProjectFormValues => ({
  ...emptyProjectValues(),
  category_id: '1',
  title: 'Sky Gardens',
  description: 'Towers by the river',
  location: 'Baner Road',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  image: new File(['x'], 'front.png', { type: 'image/png' }),
});

describe('validateProject', () => {
  it('checks the text parts with the wire’s postProjectFields: the spec §5 texts, word for word', () => {
    expect(validateProject(emptyProjectValues(), undefined, noStoredMedia())).toEqual({
      title: 'Title is required',
      description: 'Description field is required',
      category_id: 'Please select Category',
      location: 'Please fill all fields',
      city: 'Please fill all fields',
      state: 'Please fill all fields',
      country: 'Please fill all fields',
      image: 'Please select a Title Image',
    });
    expect(validateProject(filled(), undefined, noStoredMedia())).toEqual({});
  });

  it('refuses in the browser what the server would: a price of 0, a video link that is not YouTube', () => {
    const errors = validateProject(
      { ...filled(), price: 0, video_link: 'https://example.com/tour' },
      undefined,
      noStoredMedia(),
    );
    expect(errors).toEqual({
      price: 'Price must be a number greater than 0',
      video_link: 'Please enter a valid YouTube link',
    });
  });
});

describe('projectTextParts', () => {
  it('sends the texts trimmed and leaves blank numbers out (the API reads a sent blank as an invalid number)', () => {
    const parts = projectTextParts({ ...filled(), title: '  Sky Gardens ', price: '', sqft: 1200, latitude: '' });
    expect(parts.title).toBe('Sky Gardens');
    expect(parts.sqft).toBe('1200');
    expect('price' in parts).toBe(false);
    expect('latitude' in parts).toBe(false);
  });
});
