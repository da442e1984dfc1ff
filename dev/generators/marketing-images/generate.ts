import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { site } from '../../../lib/site';
import enSite from '../../../messages/en/site.json';
import { logo, socialCard, videoPoster, whyPicture } from './artwork';
import { chatScreen, socialScreen } from './screens';

/**
 * `npm run images:generate`: writes every marketing image under public/images from the
 * SVG builders beside this file. The output is committed, so a build never needs sharp;
 * regenerating does (it ships with Next.js as an optional dependency).
 */
const OUT = 'public';

async function loadSharp() {
  try {
    return (await import('sharp')).default;
  } catch {
    console.error(
      'sharp is not installed here (npm install --no-save sharp), so the images cannot be rasterised.',
    );
    process.exit(1);
  }
}

const sharp = await loadSharp();
let written = 0;

async function raster(path: string, svgText: string, format: 'webp' | 'png') {
  const file = join(OUT, path);
  mkdirSync(dirname(file), { recursive: true });
  const image = sharp(Buffer.from(svgText));
  await (
    format === 'webp' ? image.webp({ quality: 78 }) : image.png({ compressionLevel: 9 })
  ).toFile(file);
  written++;
}

function vector(path: string, svgText: string) {
  const file = join(OUT, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svgText);
  written++;
}

vector(site.logo.src, logo(site.logo.width));
await raster(
  site.ogImage.src,
  socialCard(site.name, enSite.hero.headline, site.ogImage.width, site.ogImage.height),
  'png',
);

for (const picture of site.whyUs.pictures) {
  const kind = picture.src.split('/').pop()?.replace('.webp', '') as
    'coaching' | 'community' | 'library';
  await raster(picture.src, whyPicture(kind, picture.width, picture.height), 'webp');
}

const videos = [...site.testimonials.landingVideos, ...site.testimonials.marketingVideos];
for (const [index, id] of videos.entries())
  await raster(
    `/images/videos/${id}.webp`,
    videoPoster(index, enSite.videos[id], 640, 360),
    'webp',
  );

const { width, height } = site.community.screen;
for (let i = 1; i <= site.community.chatScreens; i++)
  await raster(
    `/images/testimonials/chat-${String(i).padStart(2, '0')}.webp`,
    chatScreen(i, width, height),
    'webp',
  );
for (let i = 1; i <= site.community.socialScreens; i++)
  await raster(
    `/images/testimonials/social-${String(i).padStart(2, '0')}.webp`,
    socialScreen(i, width, height),
    'webp',
  );

console.log(`Wrote ${written} images under ${OUT}/images.`);
