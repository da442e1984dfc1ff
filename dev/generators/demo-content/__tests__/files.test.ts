import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { COVER_HEIGHT, COVER_WIDTH } from '../covers';
import { DIAGRAM_HEIGHT, DIAGRAM_WIDTH } from '../diagrams';
import { IMAGES } from '../images';
import { MATERIALS } from '../materials';
import {
  filesUnder,
  generateFixture,
  readPdf,
  REPO_CONTENT,
  value,
  type FileValue,
  type Fixture,
} from './fixture';

/** Checks the generated files: asset layout and bytes, members, README, determinism. */
let fx: Fixture;
beforeAll(async () => {
  fx = await generateFixture();
}, 60_000);
afterAll(() => fx.cleanup());

describe('demo content files', () => {
  it('writes every asset file at the export layout path with the declared size', () => {
    let total = 0;
    for (const asset of fx.data.assets) {
      const file = value<FileValue>(asset, 'file');
      if (!file) throw new Error(`${asset.sys.id} has no file`);
      const host = file.contentType.startsWith('image/') ? 'images' : 'assets';
      expect(file.url).toBe(
        `//${host}.ctfassets.net/demo-space/${asset.sys.id}/${file.url.split('/')[5] ?? ''}/${file.fileName}`,
      );
      expect(file.url.split('/')[5]).toMatch(/^[0-9a-f]{32}$/);
      const bytes = readFileSync(join(fx.dir, file.url.slice(2)));
      expect(bytes.length).toBe(file.details.size);
      total += bytes.length;
    }
    const everything = filesUnder(fx.dir).reduce(
      (sum, f) => sum + statSync(join(fx.dir, f)).size,
      0,
    );
    expect(total).toBeGreaterThan(0);
    expect(everything).toBeLessThan(2 * 1024 * 1024);
  });

  it('writes PNG images of the declared pixel size, with a drawing on them', async () => {
    const images = fx.data.assets.filter(
      (a) => value<FileValue>(a, 'file')?.contentType === 'image/png',
    );
    expect(images).toHaveLength(IMAGES.length);
    for (const asset of images) {
      const file = value<FileValue>(asset, 'file') as FileValue;
      const bytes = readFileSync(join(fx.dir, file.url.slice(2)));
      const { format, width, height } = await sharp(bytes).metadata();
      expect({ id: asset.sys.id, format, image: { width, height } }).toEqual({
        id: asset.sys.id,
        format: 'png',
        image: file.details.image,
      });
      expect(file.details.image).toEqual(
        asset.sys.id.startsWith('cover-')
          ? { width: COVER_WIDTH, height: COVER_HEIGHT }
          : { width: DIAGRAM_WIDTH, height: DIAGRAM_HEIGHT },
      );
      expect(bytes.length).toBeLessThan(60 * 1024);
      // Not a flat fill: some channel spans most of its range.
      const { channels } = await sharp(bytes).stats();
      expect(Math.max(...channels.map((c) => c.max - c.min))).toBeGreaterThan(128);
    }
  });

  it('writes one-page PDFs that show their heading, every paragraph and the footer', async () => {
    const pdfs = fx.data.assets.filter(
      (a) => value<FileValue>(a, 'file')?.contentType === 'application/pdf',
    );
    expect(pdfs).toHaveLength(MATERIALS.length);
    const words = (text: string) => text.split(/\s+/).filter(Boolean).join(' ');
    for (const asset of pdfs) {
      const file = value<FileValue>(asset, 'file') as FileValue;
      const material = MATERIALS.find((m) => m.id === asset.sys.id);
      const heading = material?.heading ?? material?.title;
      const bytes = readFileSync(join(fx.dir, file.url.slice(2)));
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdf = await readPdf(bytes);
      expect([asset.sys.id, pdf.pages, pdf.title]).toEqual([asset.sys.id, 1, heading]);
      const shown = words(pdf.text);
      for (const paragraph of [heading ?? '', ...(material?.paragraphs ?? [])])
        expect(shown).toContain(words(paragraph.replace(/^- /, '')));
      expect(shown).toContain('not financial advice.');
    }
  });

  it('writes the demo members and a README with the import command', () => {
    const members = JSON.parse(readFileSync(join(fx.dir, 'members.json'), 'utf8')) as {
      members: Array<{ email: string; password: string; courses?: string[]; admin?: boolean }>;
    };
    const all = fx.byType('course').map((c) => c.sys.id);
    expect(members.members).toEqual([
      {
        email: 'member@example.com',
        password: 'Demo-Password-1',
        courses: all.filter((id) => id !== 'course-risk-management'),
        lastSeenAt: '2025-03-01T12:00:00.000Z',
      },
      { email: 'empty@example.com', password: 'Demo-Password-2', courses: [] },
      { email: 'norecord@example.com', password: 'Demo-Password-3' },
      {
        email: 'risk@example.com',
        password: 'Demo-Password-4',
        courses: ['course-risk-management'],
      },
      { email: 'operator@example.com', password: 'Demo-Operator-5', courses: [], admin: true },
    ]);
    expect(readFileSync(join(fx.dir, 'README.md'), 'utf8')).toContain(
      'npx contentful-cli space import --space-id <SPACE_ID> --environment-id master --management-token <CMA_TOKEN> --content-file content/export.json --upload-assets --assets-directory content',
    );
  });

  it('is deterministic: a second run writes byte-identical files', async () => {
    const second = await fx.generateAgain();
    expect(filesUnder(second)).toEqual(filesUnder(fx.dir));
    for (const f of filesUnder(fx.dir))
      expect(readFileSync(join(second, f)).equals(readFileSync(join(fx.dir, f)))).toBe(true);
  }, 60_000);

  it('matches the checked-in content/ folder (run the generator after changing its data)', () => {
    expect(existsSync(REPO_CONTENT)).toBe(true);
    expect(filesUnder(REPO_CONTENT)).toEqual(filesUnder(fx.dir));
    for (const f of filesUnder(fx.dir))
      expect([
        f,
        readFileSync(join(REPO_CONTENT, f)).equals(readFileSync(join(fx.dir, f))),
      ]).toEqual([f, true]);
  });
});
