/**
 * The demo listings: properties across the demo cities with their gallery, parameter values and nearby places,
 * and the featured requests (advertisements) of the promoted ones. Every 20th listing is pending, every 20th
 * rejected and every 25th switched off, so moderation and visibility have something to show.
 */

import { slugify } from '@abode/shared/format';
import * as t from '../db/schema.ts';
import type { Catalogue } from './catalogue.ts';
import type { SeedContext } from './context.ts';
import { DAY, round } from './context.ts';
import type { CategoryName, ParamKey } from './data.ts';
import { CATEGORIES, CITIES, DESCRIPTION_OPENERS, HIGHLIGHTS, OVERLOOKING } from './data.ts';
import type { PhotoPool } from './photos.ts';
import type { Rng } from './prng.ts';
import type { DemoPeople } from './users.ts';

type PropertyInsert = typeof t.propertys.$inferInsert;

/** The listings written, in insertion order, with their ids. */
export interface DemoListings {
  props: PropertyInsert[];
  propIds: number[];
}

function priceFor(rng: Rng, category: CategoryName, rent: boolean, bedrooms: number): number {
  if (rent) {
    const base = { House: 30_000, Apartment: 25_000, Villa: 90_000, Plot: 15_000, Office: 60_000, Shop: 40_000 }[
      category
    ];
    return Math.min(300_000, Math.max(15_000, round(base * (0.6 + rng.next() * 1.6) * Math.max(1, bedrooms / 2), 500)));
  }
  const base = {
    House: 12_000_000,
    Apartment: 9_000_000,
    Villa: 35_000_000,
    Plot: 6_000_000,
    Office: 20_000_000,
    Shop: 8_000_000,
  }[category];
  return Math.min(
    80_000_000,
    Math.max(3_500_000, round(base * (0.5 + rng.next() * 1.8) * Math.max(1, bedrooms / 2.5), 50_000)),
  );
}

function paramValue(rng: Rng, key: ParamKey, bedrooms: number, sqft: number): string {
  switch (key) {
    case 'bedrooms':
      return String(bedrooms);
    case 'bathrooms':
      return String(Math.max(1, bedrooms - rng.int(0, 1)));
    case 'furnishing':
      return rng.pick(['Unfurnished', 'Semi-furnished', 'Fully furnished']);
    case 'parking':
      return rng.chance(0.75) ? 'Yes' : 'No';
    case 'overlooking':
      return JSON.stringify(rng.sample(OVERLOOKING, rng.int(2, 5)));
    case 'floor':
      return String(rng.int(0, 24));
    case 'facing':
      return rng.pick(['North', 'East', 'South', 'West']);
    case 'ownership':
      return rng.chance(0.8) ? 'Freehold' : 'Leasehold';
    case 'washrooms':
      return String(rng.int(1, 4));
    case 'plot_area':
      return String(sqft);
  }
}

export async function seedProperties(
  { db, rng, now, scale, ago }: SeedContext,
  { photos, panoramaKey }: PhotoPool,
  { paramId, catId, facilityRows }: Catalogue,
  { userId, agentId }: DemoPeople,
): Promise<DemoListings> {
  const total = Math.max(24, Math.round(280 * scale));
  const props: PropertyInsert[] = [];
  const meta: { category: CategoryName; bedrooms: number; sqft: number; promoted: boolean }[] = [];
  for (let i = 0; i < total; i++) {
    const city = CITIES[i % CITIES.length] ?? CITIES[0];
    if (!city) throw new Error('no cities');
    const loc = rng.pick(city.localities);
    const cat = CATEGORIES[(i * 7 + rng.int(0, 5)) % CATEGORIES.length] ?? CATEGORIES[0];
    if (!cat) throw new Error('no categories');
    const rent = rng.chance(0.4);
    const bedrooms = cat.residential ? rng.int(cat.name === 'Villa' ? 3 : 1, cat.name === 'Villa' ? 6 : 4) : 0;
    const sqft =
      cat.name === 'Plot'
        ? round(rng.int(1_200, 9_600), 100)
        : round(bedrooms ? 450 + bedrooms * rng.int(300, 520) : rng.int(250, 4_000), 10);
    const title =
      cat.name === 'Plot'
        ? `Residential plot in ${loc.name}`
        : cat.name === 'Office'
          ? `Office space in ${loc.name}`
          : cat.name === 'Shop'
            ? `Retail shop in ${loc.name}`
            : `${bedrooms} BHK ${cat.name.toLowerCase()} in ${loc.name}`;
    // Every 20th is pending and every 20th rejected (hidden); every 25th approved but switched off.
    const requestStatus = i % 20 === 7 ? 'pending' : i % 20 === 13 ? 'rejected' : 'approved';
    const status = requestStatus === 'approved' && i % 25 !== 3 ? 1 : 0;
    // Fresh listings in the first handful, then spread over ten weeks, so posted_since has something to find.
    const ageDays = i % 10 === 0 ? rng.next() * 0.5 : i % 10 === 1 ? 1.5 + rng.next() * 4 : 1 + rng.next() * 70;
    const createdAt = ago(ageDays);
    const owner = i % 4 === 0 ? 0 : i % 9 === 2 ? userId : agentId;
    const gallery = photos.get(cat.name) ?? [];
    const opener = rng.pick(DESCRIPTION_OPENERS);
    const highlights = rng.sample(HIGHLIGHTS, 3);
    props.push({
      category_id: catId.get(cat.name) ?? 0,
      title,
      slug_id: `${slugify(title)}-${i + 1}`,
      description: `${opener} ${title.toLowerCase()}, ${city.city}. ${sqft.toLocaleString('en-IN')} sq ft${bedrooms ? ` with ${bedrooms} bedroom${bedrooms > 1 ? 's' : ''}` : ''}. ${highlights.join('. ')}.`,
      address: `${rng.int(1, 220)}, ${rng.pick(['Link Road', 'Main Road', 'Cross Street', 'Ring Road', 'Station Road'])}, ${loc.name}, ${city.city}`,
      client_address: `${loc.name}, ${city.city}`,
      propery_type: rent ? 1 : 0,
      price: priceFor(rng, cat.name, rent, bedrooms),
      post_type: owner === 0 ? 0 : 1,
      city: city.city,
      state: city.state,
      country: 'India',
      title_image: rng.pick(gallery),
      // Every fifth has a 360° panorama as its 3D image.
      three_d_image: i % 5 === 0 ? panoramaKey : '',
      video_link: i % 6 === 0 ? 'https://www.youtube.com/watch?v=ScMzIvxBSi4' : '',
      latitude: Number((loc.lat + (rng.next() - 0.5) * 0.02).toFixed(6)),
      longitude: Number((loc.lng + (rng.next() - 0.5) * 0.02).toFixed(6)),
      added_by: owner,
      status,
      request_status: requestStatus,
      total_click: rng.int(0, 900),
      rentduration: rent
        ? cat.name === 'Shop' || cat.name === 'Office'
          ? rng.pick(['Monthly', 'Yearly'])
          : 'Monthly'
        : null,
      meta_title: title.slice(0, 60),
      meta_description: `${title} at ${loc.name}, ${city.city}. ${highlights[0] ?? ''}.`.slice(0, 160),
      meta_keywords: `${cat.name.toLowerCase()}, ${loc.name.toLowerCase()}, ${city.city.toLowerCase()}`,
      is_premium: i % 9 === 4,
      sqft,
      highligts: highlights.join(', '),
      questionaries: {
        possession: rng.pick(['Immediate', 'Within 3 months', 'Within 6 months']),
        pets_allowed: rng.chance(0.5),
      },
      created_at: createdAt,
      updated_at: createdAt,
    });
    meta.push({ category: cat.name, bedrooms, sqft, promoted: i % 11 === 5 && requestStatus === 'approved' });
  }
  const propIds = (await db.insert(t.propertys).values(props).returning({ id: t.propertys.id })).map((r) => r.id);

  const galleryRows: (typeof t.property_images.$inferInsert)[] = [];
  const paramValues: (typeof t.assign_parameters.$inferInsert)[] = [];
  const facilityValues: (typeof t.assigned_outdoor_facilities.$inferInsert)[] = [];
  // Amenities are ticked in amenity_id[], never a parameter; every third one from the listing's place in the list,
  // homes only (no random draw, so the rest of the demo data stays as it was).
  const amenityIds = (await db.select({ id: t.amenities.id }).from(t.amenities).orderBy(t.amenities.id)).map(
    (a) => a.id,
  );
  const amenityRows: (typeof t.property_amenities.$inferInsert)[] = [];
  const adverts: (typeof t.advertisements.$inferInsert)[] = [];
  propIds.forEach((id, i) => {
    const m = meta[i];
    if (!m) return;
    const pool = photos.get(m.category) ?? [];
    // A category's own photos; small fixtures borrow from the whole pool to still show two or more.
    const source = pool.length >= 2 ? pool : [...photos.values()].flat();
    for (const image of rng.sample(source, Math.min(source.length, rng.int(2, 4))))
      galleryRows.push({ propertys_id: id, image });
    for (const key of CATEGORIES.find((c) => c.name === m.category)?.params ?? []) {
      paramValues.push({
        modal_type: 'property',
        modal_id: id,
        property_id: id,
        parameter_id: paramId.get(key) ?? 0,
        value: paramValue(rng, key, m.bedrooms, m.sqft),
      });
    }
    if (CATEGORIES.find((c) => c.name === m.category)?.residential)
      for (const [k, amenity_id] of amenityIds.entries())
        if ((i + k) % 3 === 0) amenityRows.push({ property_id: id, amenity_id });
    for (const f of rng.sample(facilityRows, rng.int(2, 4))) {
      facilityValues.push({
        property_id: id,
        facility_id: f.id,
        distance: Number((0.2 + rng.next() * 9.8).toFixed(1)),
      });
    }
    if (m.promoted) {
      adverts.push({
        for: 'property',
        property_id: id,
        customer_id: props[i]?.added_by || null,
        status: 0,
        is_enable: true,
        start_date: ago(3),
        end_date: new Date(now.getTime() + 27 * DAY),
      });
    }
  });
  await db.insert(t.property_images).values(galleryRows);
  await db.insert(t.assign_parameters).values(paramValues);
  await db.insert(t.assigned_outdoor_facilities).values(facilityValues);
  if (amenityRows.length) await db.insert(t.property_amenities).values(amenityRows);
  if (adverts.length) await db.insert(t.advertisements).values(adverts);
  return { props, propIds };
}
