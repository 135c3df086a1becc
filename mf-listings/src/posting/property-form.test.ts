import { MESSAGES } from '@abode/shared';
import { describe, expect, it } from 'vitest';
import { addedProperty, categories, pngFile } from './posting.fixtures.ts';
import {
  buildPropertyBody,
  emptyValues,
  fieldOfServerMessage,
  mediaFromListing,
  noExistingMedia,
  type PropertyFormValues,
  validateProperty,
  valuesFromListing,
} from './property-form.ts';

const house = categories[0];
const plot = categories[1];

function filled(over: Partial<PropertyFormValues> = {}): PropertyFormValues {
  return {
    ...emptyValues(),
    category_id: '2',
    title: 'Corner plot',
    description: 'A level plot on a corner.',
    price: 4_500_000,
    address: '4, Ring Road, Whitefield',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    title_image: pngFile(),
    ...over,
  };
}

describe('validateProperty', () => {
  it('names every missing required field with the spec texts, word for word', () => {
    const errors = validateProperty(emptyValues(), undefined, noExistingMedia());
    expect(errors.title).toBe('Title is required');
    expect(errors.description).toBe('Description field is required');
    expect(errors.price).toBe('Price is required');
    expect(errors.category_id).toBe('Please select Category');
    expect(errors.title_image).toBe('Please select a Title Image');
    // Spec §5: the address details must all be filled.
    for (const f of ['address', 'city', 'state', 'country']) expect(errors[f]).toBe(MESSAGES.pleaseFillAllFields);
    expect(MESSAGES.pleaseFillAllFields).toBe('Please fill all fields');
  });

  it('passes a complete listing, and asks for the rent period of a rent listing', () => {
    expect(validateProperty(filled(), plot, noExistingMedia())).toEqual({});
    const rent = validateProperty(filled({ property_type: '1' }), plot, noExistingMedia());
    expect(Object.keys(rent)).toEqual(['rentduration']);
    expect(validateProperty(filled({ property_type: '1', rentduration: 'Monthly' }), plot, noExistingMedia())).toEqual(
      {},
    );
  });

  it("enforces the category's required parameters as '<Name> is required'", () => {
    const errors = validateProperty(filled({ category_id: '1' }), house, noExistingMedia());
    expect(errors).toEqual({
      'parameters.11': 'Bedrooms is required',
      'parameters.12': 'Furnishing is required',
    });
    const ok = validateProperty(
      filled({ category_id: '1', parameters: { '11': '3', '12': 'Unfurnished' } }),
      house,
      noExistingMedia(),
    );
    expect(ok).toEqual({});
  });

  it('does not ask for a title image when the listing already has one (edit)', () => {
    const media = { ...noExistingMedia(), titleImage: '/uploads/x.jpg' };
    expect(validateProperty(filled({ title_image: null }), plot, media)).toEqual({});
  });

  it('refuses a price of zero and a video link that is not YouTube', () => {
    const errors = validateProperty(filled({ price: 0, video_link: 'https://example.com/v' }), plot, noExistingMedia());
    expect(errors.price).toBe('Price must be a number greater than 0');
    expect(errors.video_link).toBe('Please enter a valid YouTube link');
  });
});

describe('buildPropertyBody', () => {
  it('sends the fields with the spec spellings, parameters, facilities, amenities and files', () => {
    const title = pngFile('title.png');
    const gallery = [pngFile('g1.png'), pngFile('g2.png')];
    const body = buildPropertyBody(
      filled({
        category_id: '1',
        property_type: '1',
        rentduration: 'Yearly',
        highligts: 'Corner plot',
        parameters: { '11': '3', '12': 'Unfurnished', '14': ['Lift', 'Gym'] },
        parameterFiles: { '17': pngFile('plan.png') },
        facilities: { '3': 1.5, '4': '' },
        amenity_id: ['1', '2'],
        questionaries: { '5': 'Yes' },
        title_image: title,
        gallery_images: gallery,
      }),
      house,
      noExistingMedia(),
    );
    expect(body.get('id')).toBeNull();
    expect(body.get('title')).toBe('Corner plot');
    expect(body.get('property_type')).toBe('1');
    expect(body.get('rentduration')).toBe('Yearly');
    expect(body.get('highligts')).toBe('Corner plot');
    expect(body.get('price')).toBe('4500000');
    expect(JSON.parse(String(body.get('questionaries')))).toEqual({ '5': 'Yes' });
    expect(body.getAll('amenity_id[]')).toEqual(['1', '2']);
    expect(body.get('parameters[0][parameter_id]')).toBe('11');
    expect(body.get('parameters[0][value]')).toBe('3');
    expect(body.getAll('parameters[2][value][]')).toEqual(['Lift', 'Gym']);
    expect(body.get('parameters[3][parameter_id]')).toBe('17');
    expect((body.get('parameters[3][value]') as File).name).toBe('plan.png');
    expect(body.get('facilities[0][facility_id]')).toBe('3');
    expect(body.get('facilities[0][distance]')).toBe('1.5');
    expect(body.get('facilities[1][facility_id]')).toBeNull();
    expect((body.get('title_image') as File).name).toBe('title.png');
    expect((body.getAll('gallery_images[]') as File[]).map((f) => f.name)).toEqual(['g1.png', 'g2.png']);
  });

  it('edits: sends the id and the removals, keeps stored files, and never asks for a new title image', () => {
    const listing = addedProperty();
    const media = { ...mediaFromListing(listing), removedGallery: [502], removedDocuments: [601], removeThreeD: true };
    const values = valuesFromListing(listing);
    expect(validateProperty(values, house, media)).toEqual({});
    const body = buildPropertyBody(values, house, media, listing.id);
    expect(body.get('id')).toBe('41');
    expect(body.get('action_type')).toBe('0');
    expect(body.get('remove_gallery_images')).toBe('502');
    expect(body.get('remove_documents')).toBe('601');
    expect(body.get('remove_three_d_image')).toBe('1');
    expect(body.get('title_image')).toBeNull();
    // The stored file parameter goes back as its URL, so the server keeps it.
    expect(body.get('parameters[2][parameter_id]')).toBe('17');
    expect(body.get('parameters[2][value]')).toBe('/uploads/params/plan.pdf');
  });

  it('sends no removals when nothing was removed', () => {
    const listing = addedProperty();
    const body = buildPropertyBody(valuesFromListing(listing), house, mediaFromListing(listing), listing.id);
    expect(body.get('remove_gallery_images')).toBeNull();
    expect(body.get('remove_documents')).toBeNull();
    expect(body.get('remove_three_d_image')).toBeNull();
  });
});

describe('valuesFromListing', () => {
  it('pre-fills every field of a stored listing', () => {
    const values = valuesFromListing(addedProperty({ property_type: 'rented', rentduration: 'Monthly' }));
    expect(values).toMatchObject({
      category_id: '1',
      property_type: '1',
      rentduration: 'Monthly',
      title: 'Sunny Villa',
      price: 32_000_000,
      sqft: 2400,
      highligts: 'Corner plot',
      parameters: { '11': '4', '12': 'Unfurnished' },
      facilities: { '3': 1.5 },
      questionaries: { '5': 'Yes' },
      city: 'Bengaluru',
      latitude: '12.93',
    });
  });
});

describe('fieldOfServerMessage', () => {
  it('puts a refusal that names a field on that field', () => {
    expect(fieldOfServerMessage('Title is required')).toBe('title');
    expect(fieldOfServerMessage('Please select a Title Image')).toBe('title_image');
    expect(fieldOfServerMessage('Your Package Limit is Over. Please Purchase Package.')).toBeNull();
  });
});
