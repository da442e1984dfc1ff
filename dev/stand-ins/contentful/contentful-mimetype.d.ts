declare module '@contentful/mimetype' {
  export function getGroupLabel(params: { type?: string; fallbackFileName?: string }): string;
  export function getGroupLabels(): string[];
}
