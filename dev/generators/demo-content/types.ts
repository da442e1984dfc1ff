/** The demo content as plain data; generate.ts turns it into a Contentful export. */

export interface CategorySpec {
  id: string;
  name: string;
  order: number;
}

export interface CourseSpec {
  id: string;
  /** Omitted on purpose for `course-untitled`. */
  title?: string;
  description?: string;
  /** Asset id of the cover image. */
  courseImage?: string;
  category?: string;
  order: number;
  /** Class ids in the order the course's `classes` field lists them. */
  classes: string[];
}

/**
 * A lesson body. Strings may use **bold** and [link text](https://…) markup.
 * It becomes: heading-2, intro paragraph, optional embedded diagram, heading-3 + bullet list,
 * heading-3 + numbered list, closing paragraph.
 */
export interface LessonContent {
  heading: string;
  intro: string;
  /** Asset id of a diagram image shown after the intro. */
  diagram?: string;
  pointsHeading: string;
  points: string[];
  stepsHeading: string;
  steps: string[];
  closing: string;
}

export interface ClassSpec {
  id: string;
  title?: string;
  order: number;
  videoLink?: string;
  content?: LessonContent;
  /** Asset ids of PDF materials. */
  materials?: string[];
  /** Days after a member's access began that the class opens (drip release). */
  releaseAfterDays?: number;
  /** When the class was first published, if not with the rest (ISO): what "New" shows. */
  publishedAt?: string;
}

export interface MaterialSpec {
  /** Asset id. */
  id: string;
  fileName: string;
  /** Asset title; omitted on one material so the app's 'Download Material' fallback shows. */
  title?: string;
  /** Heading printed in the PDF (defaults to the title). */
  heading?: string;
  paragraphs: string[];
}

export interface MemberSpec {
  email: string;
  password: string;
  courses?: string[];
  /** An operator: opens the console at /admin. */
  admin?: boolean;
  /** When the member was last on /home (ISO): classes published since show as "New". */
  lastSeenAt?: string;
}
