import { contentTypeSys, editorInterfaceSys, LOCALE, localeSys } from './entities';
import { ENABLED_MARKS, ENABLED_NODE_TYPES } from './rich-text';
import { TRANSLATION_LOCALES } from './translations';

/** The content model (category, course, class) as a space export describes it. */

type Validation = Record<string, unknown>;

interface FieldDefinition {
  id: string;
  name: string;
  type: 'Symbol' | 'Text' | 'Integer' | 'RichText' | 'Link' | 'Array';
  localized: boolean;
  required: boolean;
  validations: Validation[];
  disabled: boolean;
  omitted: boolean;
  linkType?: 'Entry' | 'Asset';
  items?: { type: 'Link'; validations: Validation[]; linkType: 'Entry' | 'Asset' };
}

interface ContentTypeDefinition {
  id: string;
  name: string;
  description: string;
  displayField: string;
  fields: FieldDefinition[];
  /** Editor widget and optional help text per field id. */
  widgets: Record<string, { widgetId: string; helpText?: string }>;
}

function field(
  id: string,
  name: string,
  type: FieldDefinition['type'],
  extra: Partial<FieldDefinition> = {},
): FieldDefinition {
  const { validations = [], required = false, ...rest } = extra;
  return {
    id,
    name,
    type,
    localized: false,
    required,
    validations,
    disabled: false,
    omitted: false,
    ...rest,
  };
}

const ORDER_HELP = 'Lower numbers come first.';

const RICH_TEXT_VALIDATIONS: Validation[] = [
  { enabledMarks: ENABLED_MARKS, message: 'Only bold, italic, and underline marks are allowed' },
  {
    enabledNodeTypes: ENABLED_NODE_TYPES,
    message:
      'Only heading 2, heading 3, unordered list, ordered list, horizontal rule, quote, asset, and link to Url nodes are allowed',
  },
  { nodes: {} },
];

export const CONTENT_TYPES: ContentTypeDefinition[] = [
  {
    id: 'category',
    name: 'Category',
    description: 'Groups courses on the courses page. Categories are sorted by order.',
    displayField: 'name',
    fields: [
      field('name', 'Name', 'Symbol', {
        localized: true,
        required: true,
        validations: [{ unique: true }],
      }),
      field('order', 'Order', 'Integer', { required: true }),
    ],
    widgets: {
      name: { widgetId: 'singleLine' },
      order: { widgetId: 'numberEditor', helpText: ORDER_HELP },
    },
  },
  {
    id: 'course',
    name: 'Course',
    description:
      'A course shown to members who own it. Courses are sorted by order within their category.',
    displayField: 'title',
    fields: [
      field('title', 'Title', 'Symbol', { localized: true }),
      field('description', 'Description', 'Text', {
        localized: true,
        validations: [{ size: { max: 600 } }],
      }),
      field('courseImage', 'Course Image', 'Link', {
        linkType: 'Asset',
        validations: [{ linkMimetypeGroup: ['image'] }],
      }),
      field('category', 'Category', 'Link', {
        linkType: 'Entry',
        validations: [{ linkContentType: ['category'] }],
      }),
      field('order', 'Order', 'Integer', { required: true }),
      field('classes', 'Classes', 'Array', {
        items: { type: 'Link', validations: [{ linkContentType: ['class'] }], linkType: 'Entry' },
      }),
    ],
    widgets: {
      title: { widgetId: 'singleLine' },
      description: { widgetId: 'multipleLine' },
      courseImage: { widgetId: 'assetLinkEditor' },
      category: { widgetId: 'entryLinkEditor' },
      order: { widgetId: 'numberEditor', helpText: ORDER_HELP },
      classes: {
        widgetId: 'entryLinksEditor',
        helpText: 'The app sorts classes by their own order field.',
      },
    },
  },
  {
    id: 'class',
    name: 'Class',
    description: 'One lesson of a course: a video, the lesson text and downloadable materials.',
    displayField: 'title',
    fields: [
      field('title', 'Title', 'Symbol', { localized: true }),
      field('order', 'Order', 'Integer', { required: true }),
      field('videoLink', 'Video Link', 'Symbol', {
        validations: [
          {
            regexp: { pattern: '^https?://\\S+$', flags: null },
            message: 'Must be an http(s) URL',
          },
        ],
      }),
      field('content', 'Content', 'RichText', {
        localized: true,
        validations: RICH_TEXT_VALIDATIONS,
      }),
      field('classMaterials', 'Class Materials', 'Array', {
        items: { type: 'Link', validations: [], linkType: 'Asset' },
      }),
      field('releaseAfterDays', 'Release After Days', 'Integer', {
        validations: [{ range: { min: 0, max: 3650 }, message: 'From 0 to 3650 days' }],
      }),
    ],
    widgets: {
      title: { widgetId: 'singleLine' },
      order: { widgetId: 'numberEditor', helpText: ORDER_HELP },
      videoLink: {
        widgetId: 'urlEditor',
        helpText: 'A YouTube link in any form: youtu.be, watch, embed, shorts, live.',
      },
      content: { widgetId: 'richTextEditor' },
      classMaterials: { widgetId: 'assetLinksEditor' },
      releaseAfterDays: {
        widgetId: 'numberEditor',
        helpText:
          "Opens this many days after a member's access to the course began. Empty or 0: at once.",
      },
    },
  },
];

export function contentTypesExport() {
  return CONTENT_TYPES.map(({ id, name, description, displayField, fields }) => ({
    sys: contentTypeSys(id),
    displayField,
    name,
    description,
    fields,
  }));
}

export function editorInterfacesExport() {
  return CONTENT_TYPES.map(({ id, fields, widgets }) => ({
    sys: editorInterfaceSys(id),
    controls: fields.map((f) => {
      const widget = widgets[f.id];
      if (!widget) throw new Error(`no editor widget for ${id}.${f.id}`);
      return {
        fieldId: f.id,
        widgetId: widget.widgetId,
        widgetNamespace: 'builtin',
        ...(widget.helpText ? { settings: { helpText: widget.helpText } } : {}),
      };
    }),
  }));
}

export function localesExport() {
  return [
    {
      name: 'English (United States)',
      code: LOCALE,
      fallbackCode: null,
      default: true,
      contentManagementApi: true,
      contentDeliveryApi: true,
      optional: false,
      sys: localeSys('demo-locale-en-us'),
    },
    // Translations may leave any field empty (optional) and read English there.
    ...TRANSLATION_LOCALES.map(({ code, name }) => ({
      name,
      code,
      fallbackCode: LOCALE,
      default: false,
      contentManagementApi: true,
      contentDeliveryApi: true,
      optional: true,
      sys: localeSys(`demo-locale-${code.toLowerCase()}`),
    })),
  ];
}
