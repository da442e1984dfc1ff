import { parseCsv, parseImportFile, parseMembersJson } from '../import-file';

describe('parseCsv', () => {
  it('reads email and courses, lower-cases e-mails and dedupes courses', () => {
    const parsed = parseCsv(
      'email,courses\nAna@Example.com,course-a;course-b;course-a\n\nbo@example.com,\n',
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toEqual([
      { line: 2, email: 'ana@example.com', courses: ['course-a', 'course-b'] },
      { line: 4, email: 'bo@example.com', courses: [] },
    ]);
  });

  it('accepts columns in any order and other separators', () => {
    expect(parseCsv('courses,email\ncourse-a|course-b,c@example.com').rows[0]).toEqual({
      line: 2,
      email: 'c@example.com',
      courses: ['course-a', 'course-b'],
    });
  });

  it('reports bad rows with their line and keeps the good ones', () => {
    const parsed = parseCsv(
      'email,courses\nnot-an-email,course-a\nok@example.com,bad/id\ngood@example.com,course-a',
    );
    expect(parsed.rows.map((r) => r.email)).toEqual(['good@example.com']);
    expect(parsed.errors).toEqual([
      { line: 2, reason: "invalid e-mail 'not-an-email'" },
      { line: 3, reason: "invalid course id 'bad/id'" },
    ]);
  });

  it('reads quoted cells whole: a comma inside quotes neither splits the cell nor shifts the columns', () => {
    const parsed = parseCsv(
      'email,note,courses\nana@x.com,"VIP, course-a, x",course-b\n"bo@x.com","say ""hi""\non two lines",course-c\n',
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toEqual([
      { line: 2, email: 'ana@x.com', courses: ['course-b'] },
      { line: 3, email: 'bo@x.com', courses: ['course-c'] },
    ]);
  });

  it('needs an email column', () => {
    expect(parseCsv('name,courses\nx,y').errors[0]?.reason).toMatch(/email/);
  });
});

describe('parseMembersJson', () => {
  it('reads the members format with optional password and courses', () => {
    const parsed = parseMembersJson(
      JSON.stringify({
        members: [
          { email: 'A@example.com', password: 'secret-1', courses: ['c1'] },
          { email: 'b@example.com' },
        ],
      }),
    );
    expect(parsed.rows).toEqual([
      { line: 1, email: 'a@example.com', password: 'secret-1', courses: ['c1'] },
      { line: 2, email: 'b@example.com', courses: [] },
    ]);
  });

  it('never carries the operator role, whatever the file says', () => {
    const parsed = parseMembersJson(
      JSON.stringify({ members: [{ email: 'boss@example.com', admin: true }] }),
    );
    expect(parsed.rows).toEqual([{ line: 1, email: 'boss@example.com', courses: [] }]);
  });

  it('reports malformed files and members', () => {
    expect(parseMembersJson('{oops').errors[0]?.reason).toMatch(/not valid JSON/);
    expect(parseMembersJson('{}').errors[0]?.reason).toMatch(/members/);
    expect(parseMembersJson(JSON.stringify({ members: [{ email: 5 }] })).errors).toEqual([
      { line: 1, reason: 'expected { email, password?, courses? }' },
    ]);
  });
});

describe('parseImportFile', () => {
  it('chooses the format by extension', () => {
    expect(parseImportFile('m.JSON', '{"members":[]}').errors).toEqual([]);
    expect(parseImportFile('m.csv', 'email\nx@example.com').rows).toHaveLength(1);
  });
});
