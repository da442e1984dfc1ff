// subset-font ships no types; only what the generator calls.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' },
  ): Promise<Buffer>;
}
