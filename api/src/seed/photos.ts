/** The demo's photos, rendered first: a small pool per category, reused across listings, keeps the first start fast. */
import { slugify } from '@abode/shared/format';
import type { SeedContext } from './context.ts';
import type { CategoryName } from './data.ts';
import { CATEGORIES } from './data.ts';
import { buildingSvg, floorPlanSvg, renderPanorama, renderPhoto } from './images.ts';

/** The storage keys of the rendered photos, by use. */
export interface PhotoPool {
  /** Photos per category. */
  photos: Map<CategoryName, string[]>;
  perCategory: number;
  planKeys: string[];
  serviceKeys: string[];
  /** The 360° panorama (equirectangular) some listings show as their 3D image. */
  panoramaKey: string;
  /** How many images were rendered. */
  images: number;
}

export async function seedPhotos({ storage, rng, scale }: SeedContext): Promise<PhotoPool> {
  const perCategory = Math.max(1, Math.round(4 * scale));
  const photos = new Map<CategoryName, string[]>();
  const renders: Promise<void>[] = [];
  let images = 0;
  for (const c of CATEGORIES) {
    const keys: string[] = [];
    for (let i = 0; i < perCategory; i++) {
      const key = `seed/photos/${slugify(c.name)}-${i + 1}`;
      keys.push(`${key}.jpg`);
      renders.push(renderPhoto(storage, key, buildingSvg(c.name, rng)).then(() => void images++));
    }
    photos.set(c.name, keys);
  }
  const planKeys: string[] = [];
  for (const [i, title] of ['Floor plan A', 'Floor plan B', 'Floor plan C'].entries()) {
    const key = `seed/plans/plan-${i + 1}`;
    planKeys.push(`${key}.jpg`);
    renders.push(renderPhoto(storage, key, floorPlanSvg(title, rng)).then(() => void images++));
  }
  const serviceKeys: string[] = [];
  for (let i = 0; i < Math.max(2, Math.round(4 * scale)); i++) {
    const key = `seed/services/service-${i + 1}`;
    serviceKeys.push(`${key}.jpg`);
    renders.push(renderPhoto(storage, key, buildingSvg('Shop', rng)).then(() => void images++));
  }
  // Drawn without the Rng: the other pictures and every seeded row stay what they were.
  const panoramaKey = 'seed/panoramas/street-1.jpg';
  renders.push(renderPanorama(storage, 'seed/panoramas/street-1').then(() => void images++));
  await Promise.all(renders);
  return { photos, perCategory, planKeys, serviceKeys, panoramaKey, images };
}
