import { aClass, aCourse } from '../../content/__tests__/fixtures';
import { contentDisposition, findMaterial } from '../materials';

const pdf = (id: string) => ({
  id,
  url: `https://assets.ctfassets.net/s/${id}/t/${id}.pdf`,
  title: null,
  fileName: `${id}.pdf`,
  contentType: 'application/pdf',
  size: 1,
  width: null,
  height: null,
});

describe('findMaterial', () => {
  const courses = [
    aCourse({
      classes: [aClass({ materials: [pdf('m1')] }), aClass({ id: 'c2', materials: [pdf('m2')] })],
    }),
  ];

  it('finds a material of the member courses', () => {
    expect(findMaterial(courses, 'm2')?.fileName).toBe('m2.pdf');
  });

  it('finds nothing outside them', () => {
    expect(findMaterial(courses, 'm3')).toBeNull();
    expect(findMaterial([], 'm1')).toBeNull();
  });
});

describe('contentDisposition', () => {
  it('names the file as an attachment', () => {
    expect(contentDisposition('risk-checklist.pdf')).toBe(
      `attachment; filename="risk-checklist.pdf"; filename*=UTF-8''risk-checklist.pdf`,
    );
  });

  it('cannot be broken by quotes and keeps non-ASCII names', () => {
    expect(contentDisposition('a"b\\c é.pdf')).toBe(
      `attachment; filename="a_b_c _.pdf"; filename*=UTF-8''a%22b%5Cc%20%C3%A9.pdf`,
    );
  });
});
