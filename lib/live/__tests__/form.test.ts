import { formValuesOf, LIVE_FORM_ERRORS, parseLiveSessionForm, parseRecordingLink } from '../form';

const NOW = Date.parse('2026-12-01T00:00:00Z');
const options = { catalogCourseIds: ['course-a', 'course-b'], creating: true, nowMs: NOW };

const valid = {
  title: '  Market open  ',
  timeZone: 'Asia/Kuala_Lumpur',
  startsAt: '2026-12-08T20:30',
  durationMinutes: '90',
  joinUrl: 'https://meet.example.com/abc?pwd=1',
  description: 'Bring a chart.',
  courseIds: ['course-a'],
  repeatWeeks: '',
  titleMs: '',
  descriptionMs: '',
  titleZh: '',
  descriptionZh: '',
};

describe('parseLiveSessionForm', () => {
  it('reads a session in its zone', () => {
    expect(parseLiveSessionForm(valid, options)).toEqual({
      ok: true,
      session: {
        title: 'Market open',
        description: 'Bring a chart.',
        durationMinutes: 90,
        timeZone: 'Asia/Kuala_Lumpur',
        joinUrl: 'https://meet.example.com/abc?pwd=1',
        courseIds: ['course-a'],
        translations: {},
      },
      starts: [{ startsAt: Date.parse('2026-12-08T12:30:00Z'), fit: 'exact' }],
    });
  });

  it('keeps the Malay and Chinese words given, trimmed; a language with none is left out', () => {
    const parsed = parseLiveSessionForm(
      { ...valid, titleMs: ' Pasaran dibuka ', descriptionMs: ' ', descriptionZh: '请准备图表。' },
      options,
    );
    expect(parsed.ok && parsed.session.translations).toEqual({
      ms: { title: 'Pasaran dibuka' },
      zh: { description: '请准备图表。' },
    });
  });

  it('refuses a translated title that is too long, naming its field', () => {
    expect(parseLiveSessionForm({ ...valid, titleMs: 'x'.repeat(121) }, options)).toEqual({
      ok: false,
      field: 'titleMs',
      error: LIVE_FORM_ERRORS.titleMs,
    });
  });

  it('expands a weekly repetition into that many sessions', () => {
    const parsed = parseLiveSessionForm({ ...valid, repeatWeeks: '12' }, options);
    expect(parsed.ok && parsed.starts).toHaveLength(12);
  });

  it('ignores the repetition of an edit, and lets an edit keep a time already past', () => {
    const parsed = parseLiveSessionForm(
      { ...valid, startsAt: '2026-11-01T10:00', repeatWeeks: '12' },
      { ...options, creating: false },
    );
    expect(parsed.ok && parsed.starts).toHaveLength(1);
  });

  it.each([
    ['title', { title: '   ' }, LIVE_FORM_ERRORS.title],
    ['title', { title: 'x'.repeat(121) }, LIVE_FORM_ERRORS.title],
    ['timeZone', { timeZone: 'Mars/Base' }, LIVE_FORM_ERRORS.timeZone],
    ['startsAt', { startsAt: '' }, LIVE_FORM_ERRORS.startsAt],
    ['startsAt', { startsAt: '2026-02-30T10:00' }, LIVE_FORM_ERRORS.startsAt],
    ['startsAt', { startsAt: '2026-11-30T10:00' }, LIVE_FORM_ERRORS.startsInPast],
    ['durationMinutes', { durationMinutes: '4' }, LIVE_FORM_ERRORS.durationMinutes],
    ['durationMinutes', { durationMinutes: '1.5' }, LIVE_FORM_ERRORS.durationMinutes],
    ['durationMinutes', { durationMinutes: '601' }, LIVE_FORM_ERRORS.durationMinutes],
    ['joinUrl', { joinUrl: 'http://meet.example.com/abc' }, LIVE_FORM_ERRORS.joinUrl],
    ['joinUrl', { joinUrl: 'javascript:alert(1)' }, LIVE_FORM_ERRORS.joinUrl],
    ['joinUrl', { joinUrl: 'meet.example.com' }, LIVE_FORM_ERRORS.joinUrl],
    ['joinUrl', { joinUrl: 'https://user:pw@meet.example.com' }, LIVE_FORM_ERRORS.joinUrl],
    ['description', { description: 'x'.repeat(2001) }, LIVE_FORM_ERRORS.description],
    ['repeatWeeks', { repeatWeeks: '0' }, LIVE_FORM_ERRORS.repeatWeeks],
    ['repeatWeeks', { repeatWeeks: '53' }, LIVE_FORM_ERRORS.repeatWeeks],
    ['repeatWeeks', { repeatWeeks: 'weekly' }, LIVE_FORM_ERRORS.repeatWeeks],
  ])('refuses a bad %s with its message', (field, change, error) => {
    expect(parseLiveSessionForm({ ...valid, ...change }, options)).toEqual({
      ok: false,
      field,
      error,
    });
  });

  it('refuses a course the catalog does not have', () => {
    expect(parseLiveSessionForm({ ...valid, courseIds: ['course-a', 'nope'] }, options)).toEqual({
      ok: false,
      field: 'courseIds',
      error: 'Courses: not in the course catalog: nope.',
    });
  });

  it('takes an audience of no course as every member with access', () => {
    const parsed = parseLiveSessionForm({ ...valid, courseIds: [] }, options);
    expect(parsed.ok && parsed.session.courseIds).toEqual([]);
  });
});

describe('formValuesOf', () => {
  it('reads a crafted call as strings and a list of strings', () => {
    expect(formValuesOf({ title: 5, courseIds: ['a', 7, ''], repeatWeeks: '3' })).toEqual({
      title: '',
      timeZone: '',
      startsAt: '',
      durationMinutes: '',
      joinUrl: '',
      description: '',
      courseIds: ['a', ''].filter(Boolean),
      repeatWeeks: '3',
      titleMs: '',
      descriptionMs: '',
      titleZh: '',
      descriptionZh: '',
    });
    expect(formValuesOf(null).courseIds).toEqual([]);
  });
});

describe('parseRecordingLink', () => {
  it('reads the video id of a YouTube link, and an empty field as no recording', () => {
    expect(parseRecordingLink('https://youtu.be/dQw4w9WgXcQ')).toEqual({
      ok: true,
      videoId: 'dQw4w9WgXcQ',
    });
    expect(parseRecordingLink(' ')).toEqual({ ok: true, videoId: null });
    expect(parseRecordingLink('https://vimeo.com/123')).toEqual({
      ok: false,
      field: 'recording',
      error: LIVE_FORM_ERRORS.recording,
    });
  });
});
