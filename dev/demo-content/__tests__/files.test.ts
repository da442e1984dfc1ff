import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  filesUnder,
  generateFixture,
  REPO_CONTENT,
  value,
  type Fixture,
  type FileValue,
} from './fixture';

/** Checks the generated files: asset layout and bytes, members, README, determinism. */
let fx: Fixture;
beforeAll(() => {
  fx = generateFixture();
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
      if (file.contentType === 'image/png') {
        expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
        expect({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }).toEqual(
          file.details.image,
        );
        expect(bytes.length).toBeLessThan(60 * 1024);
      } else {
        expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
        expect(bytes.subarray(-5).toString('latin1')).toBe('%%EOF');
      }
    }
    const everything = filesUnder(fx.dir).reduce(
      (sum, f) => sum + statSync(join(fx.dir, f)).size,
      0,
    );
    expect(total).toBeGreaterThan(0);
    expect(everything).toBeLessThan(2 * 1024 * 1024);
  });

  it('writes the demo members and a README with the import command', () => {
    const members = JSON.parse(readFileSync(join(fx.dir, 'members.json'), 'utf8')) as {
      members: Array<{ email: string; password: string; courses?: string[] }>;
    };
    const all = fx.byType('course').map((c) => c.sys.id);
    expect(members.members).toEqual([
      {
        email: 'member@example.com',
        password: 'Demo-Password-1',
        courses: all.filter((id) => id !== 'course-risk-management'),
      },
      { email: 'empty@example.com', password: 'Demo-Password-2', courses: [] },
      { email: 'norecord@example.com', password: 'Demo-Password-3' },
      {
        email: 'risk@example.com',
        password: 'Demo-Password-4',
        courses: ['course-risk-management'],
      },
    ]);
    expect(readFileSync(join(fx.dir, 'README.md'), 'utf8')).toContain(
      'npx contentful-cli space import --space-id <SPACE_ID> --environment-id master --management-token <CMA_TOKEN> --content-file content/export.json --upload-assets --assets-directory content',
    );
  });

  it('is deterministic: a second run writes byte-identical files', () => {
    const second = fx.generateAgain();
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
