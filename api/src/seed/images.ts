import sharp from 'sharp';
import type { Storage } from '../storage/storage.ts';
import type { Rng } from './prng.ts';

const SKIES = [
  ['#7cc6fe', '#e0f2ff'],
  ['#ffb88c', '#ffe3c8'],
  ['#8ec5fc', '#e0c3fc'],
  ['#5ee7df', '#b490ca'],
  ['#f6d365', '#fda085'],
  ['#a1c4fd', '#c2e9fb'],
];
const WALLS = ['#f4efe6', '#e8d8c3', '#d9e4dd', '#f2d7d5', '#dfe7fd', '#fff1c1'];
const ROOFS = ['#8c2f39', '#3d405b', '#6b4f3f', '#2a6f97', '#5a3e36'];

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function windows(
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gap: number,
  lit: string,
): string {
  let out = '';
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      out += `<rect x="${x + c * (w + gap)}" y="${y + r * (h + gap)}" width="${w}" height="${h}" rx="3" fill="${lit}" stroke="#33415c" stroke-width="2"/>`;
  return out;
}

/** An SVG drawing of a building of the given kind on a coloured sky (800×600). */
export function buildingSvg(kind: string, rng: Rng): string {
  const [top, bottom] = rng.pick(SKIES);
  const wall = rng.pick(WALLS);
  const roof = rng.pick(ROOFS);
  const lit = rng.chance(0.5) ? '#ffe9a8' : '#bde0fe';
  const sunX = rng.int(80, 720);
  let building = '';
  switch (kind) {
    case 'Apartment': {
      const floors = rng.int(6, 9);
      const h = floors * 42 + 20;
      building = `<rect x="250" y="${500 - h}" width="300" height="${h}" fill="${wall}" stroke="#33415c" stroke-width="3"/>${windows(270, 520 - h, 5, floors, 40, 26, 16, lit)}<rect x="375" y="455" width="50" height="45" fill="${roof}"/>`;
      break;
    }
    case 'Office': {
      const h = rng.int(330, 400);
      building = `<rect x="280" y="${500 - h}" width="240" height="${h}" fill="#9fb3c8" stroke="#243b53" stroke-width="3"/>${windows(292, 512 - h, 6, Math.floor((h - 40) / 30), 30, 20, 8, '#d9f0ff')}<rect x="170" y="${500 - h * 0.55}" width="110" height="${h * 0.55}" fill="#829ab1" stroke="#243b53" stroke-width="3"/>`;
      break;
    }
    case 'Shop':
      building = `<rect x="200" y="300" width="400" height="200" fill="${wall}" stroke="#33415c" stroke-width="3"/><path d="M190 300 L610 300 L590 250 L210 250 Z" fill="${roof}"/>${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${210 + i * 56}" y="300" width="28" height="24" fill="${i % 2 ? '#fff' : roof}"/>`).join('')}<rect x="230" y="350" width="180" height="110" fill="#bde0fe" stroke="#33415c" stroke-width="3"/><rect x="450" y="350" width="100" height="150" fill="${roof}"/>`;
      break;
    case 'Plot':
      building = `<rect x="120" y="420" width="560" height="90" fill="#c9b37e" stroke="#7f6a3b" stroke-width="3" stroke-dasharray="14 8"/>${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<line x1="${130 + i * 78}" y1="420" x2="${130 + i * 78}" y2="395" stroke="#7f6a3b" stroke-width="5"/>`).join('')}<circle cx="620" cy="360" r="40" fill="#2d6a4f"/><rect x="615" y="395" width="10" height="30" fill="#6b4f3f"/>`;
      break;
    case 'Villa':
      building = `<rect x="170" y="330" width="460" height="170" fill="${wall}" stroke="#33415c" stroke-width="3"/><path d="M150 335 L400 220 L650 335 Z" fill="${roof}"/><rect x="230" y="250" width="170" height="85" fill="${wall}" stroke="#33415c" stroke-width="3"/>${windows(200, 370, 2, 1, 60, 50, 20, lit)}${windows(470, 370, 2, 1, 60, 50, 20, lit)}<rect x="370" y="400" width="60" height="100" fill="${roof}"/><rect x="120" y="500" width="560" height="14" fill="#74c0fc"/>`;
      break;
    default:
      building = `<rect x="230" y="320" width="340" height="180" fill="${wall}" stroke="#33415c" stroke-width="3"/><path d="M200 325 L400 190 L600 325 Z" fill="${roof}"/>${windows(260, 360, 2, 1, 60, 50, 20, lit)}<rect x="470" y="360" width="70" height="140" fill="${roof}"/><rect x="500" y="210" width="30" height="60" fill="${roof}"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#sky)"/><circle cx="${sunX}" cy="110" r="46" fill="#fff3b0" opacity="0.9"/>
<ellipse cx="${rng.int(100, 700)}" cy="${rng.int(80, 180)}" rx="90" ry="26" fill="#ffffff" opacity="0.7"/>
<rect y="500" width="800" height="100" fill="#7fb77e"/>${building}
</svg>`;
}

/** An SVG floor plan with a few rooms (800×600). */
export function floorPlanSvg(title: string, rng: Rng): string {
  const rooms = [
    ['Living', 40, 40, 400, 260],
    ['Kitchen', 440, 40, 320, 180],
    ['Bedroom', 40, 300, 300, 260],
    ['Bedroom', 340, 300, 240, 260],
    ['Bath', 580, 380, 180, 180],
    ['Dining', 440, 220, 320, 160],
  ] as const;
  const fill = rng.pick(['#f8f9fa', '#fdf6e3', '#eef6ff']);
  const body = rooms
    .map(
      ([n, x, y, w, h]) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" stroke="#1d3557" stroke-width="6"/><text x="${x + w / 2}" y="${y + h / 2}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" fill="#1d3557">${n}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600"><rect width="800" height="600" fill="#ffffff"/>${body}<text x="400" y="590" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="18" fill="#457b9d">${esc(title)}</text></svg>`;
}

/** A round icon with a letter, as SVG (category, facility and avatar images need no raster). */
export function iconSvg(letter: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="46" fill="${colour}"/><text x="48" y="62" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="bold" fill="#ffffff">${esc(letter)}</text></svg>`;
}

/** Renders an SVG to an 800×600 JPEG and a 400×300 thumbnail, stored under `key` and `key-thumb`. */
export async function renderPhoto(storage: Storage, key: string, svg: string): Promise<string> {
  const full = await sharp(Buffer.from(svg)).resize(800, 600).jpeg({ quality: 78, mozjpeg: false }).toBuffer();
  const thumb = await sharp(full).resize(400, 300).jpeg({ quality: 72 }).toBuffer();
  await storage.put(`${key}.jpg`, full);
  await storage.put(`${key}-thumb.jpg`, thumb);
  return `${key}.jpg`;
}

/**
 * An equirectangular panorama (2:1, 360° around, 180° up and down) of a street seen from the middle of a
 * plot: sky, a ring of buildings on the horizon, the ground, and the compass points, so a 360° viewer shows
 * where it looks. Deterministic (no Rng): the seeded photos and rows stay as they were.
 */
export function panoramaSvg(): string {
  const W = 2048;
  const H = 1024;
  const horizon = H / 2;
  const colours = ['#f4efe6', '#e8d8c3', '#d9e4dd', '#f2d7d5', '#dfe7fd', '#fff1c1', '#cfd8dc', '#ffe0b2'];
  let buildings = '';
  for (let i = 0; i < 16; i++) {
    const x = i * 128 + 10;
    const h = 60 + ((i * 53) % 140);
    const fill = colours[i % colours.length];
    buildings += `<rect x="${x}" y="${horizon - h}" width="104" height="${h}" fill="${fill}" stroke="#33415c" stroke-width="3"/>`;
    for (let f = 0; f < Math.floor(h / 34); f++)
      for (let c = 0; c < 3; c++)
        buildings += `<rect x="${x + 12 + c * 32}" y="${horizon - h + 12 + f * 34}" width="18" height="18" fill="${(i + f + c) % 3 ? '#bde0fe' : '#ffe9a8'}"/>`;
  }
  const points = ['N', 'E', 'S', 'W']
    .map(
      (p, i) =>
        `<text x="${i * (W / 4) + W / 8}" y="${horizon + 90}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="bold" fill="#1d3557">${p}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3f88c5"/><stop offset="1" stop-color="#d6ecff"/></linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fbf6a"/><stop offset="1" stop-color="#4f7a3a"/></linearGradient></defs>
<rect width="${W}" height="${horizon}" fill="url(#sky)"/><rect y="${horizon}" width="${W}" height="${horizon}" fill="url(#ground)"/>
<circle cx="${W * 0.3}" cy="180" r="60" fill="#fff3b0"/><ellipse cx="${W * 0.7}" cy="220" rx="160" ry="40" fill="#ffffff" opacity="0.8"/>
${buildings}<rect y="${horizon}" width="${W}" height="16" fill="#9e9e9e"/>${points}
</svg>`;
}

/** Renders the panorama (panoramaSvg) to a 2048×1024 JPEG stored under `key`.jpg. */
export async function renderPanorama(storage: Storage, key: string): Promise<string> {
  const data = await sharp(Buffer.from(panoramaSvg())).jpeg({ quality: 80 }).toBuffer();
  await storage.put(`${key}.jpg`, data);
  return `${key}.jpg`;
}
