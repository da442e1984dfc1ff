/**
 * The demo's announcement (dev/stack/seed.ts writes content/announcements.json to
 * announcements/{id}), for a course the demo member has.
 */
export const ANNOUNCEMENTS = {
  announcements: [
    {
      id: 'demo-welcome',
      title: 'New: the candlestick drills are live',
      markdown:
        'We added **practice drills** to _Candlesticks_: short charts to read before the next class.\n\n- open the course from your list\n- try one drill a day\n\nQuestions? Write to [support@example.com](mailto:support@example.com).',
      courseIds: ['course-candlesticks'],
    },
  ],
};
