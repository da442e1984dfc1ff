import { normalizeTerm, WORD } from './normalize';

/** A piece of text, and whether it is one of the words the search matched. */
export type Segment = { text: string; match: boolean };

/** `text` cut into segments, each word whose normalized form is in `terms` a match of its own. */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  let plain = '';
  let last = 0;
  for (const word of text.matchAll(WORD)) {
    if (!terms.has(normalizeTerm(word[0]))) continue;
    plain += text.slice(last, word.index);
    if (plain) segments.push({ text: plain, match: false });
    segments.push({ text: word[0], match: true });
    plain = '';
    last = word.index + word[0].length;
  }
  plain += text.slice(last);
  if (plain) segments.push({ text: plain, match: false });
  return segments;
}

/** Characters an excerpt shows before its first matched word. */
const LEAD = 60;

/**
 * A short piece of `text` around its first matched word (its start when none matches),
 * on one line, cut at spaces, an ellipsis where it was cut, the matched words marked.
 */
export function excerpt(text: string, terms: ReadonlySet<string>, maxLength = 180): Segment[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  let first: { index: number; length: number } | null = null;
  for (const word of flat.matchAll(WORD)) {
    if (terms.has(normalizeTerm(word[0]))) {
      first = { index: word.index, length: word[0].length };
      break;
    }
  }
  let start = first ? Math.max(0, first.index - LEAD) : 0;
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    start = space >= 0 && space < first!.index ? space + 1 : first!.index;
  }
  let end = Math.min(flat.length, start + maxLength);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    const mustKeep = first ? first.index + first.length : start;
    if (space > mustKeep) end = space;
    end = Math.max(end, mustKeep);
  }
  const segments = highlight(flat.slice(start, end), terms);
  if (start > 0) segments.unshift({ text: '… ', match: false });
  if (end < flat.length) segments.push({ text: ' …', match: false });
  return mergePlain(segments);
}

function mergePlain(segments: Segment[]): Segment[] {
  const merged: Segment[] = [];
  for (const segment of segments) {
    const previous = merged[merged.length - 1];
    if (previous && !previous.match && !segment.match) previous.text += segment.text;
    else merged.push({ ...segment });
  }
  return merged;
}
