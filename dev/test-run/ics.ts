/** A small RFC 5545 reader for the tests: unfolds lines, splits properties, unescapes TEXT. */
export type IcsProperty = { name: string; params: Record<string, string>; value: string };
export type IcsComponent = { type: string; properties: IcsProperty[]; children: IcsComponent[] };

export function unfold(text: string): string[] {
  if (!text.endsWith('\r\n')) throw new Error('the text does not end in CRLF');
  const lines = text.slice(0, -2).split('\r\n');
  if (lines.some((line) => line.includes('\n') || line.includes('\r')))
    throw new Error('a bare LF or CR outside a CRLF');
  const unfolded: string[] = [];
  for (const line of lines) {
    if (/^[ \t]/.test(line)) unfolded[unfolded.length - 1] += line.slice(1);
    else unfolded.push(line);
  }
  return unfolded;
}

/** TEXT's escapes (§3.3.11): \\n, \\N, \\, \\; \\\\. */
export function unescapeText(value: string): string {
  return value.replace(/\\([nN,;\\])/g, (_, mark: string) =>
    mark === 'n' || mark === 'N' ? '\n' : mark,
  );
}

function parseLine(line: string): IcsProperty {
  const colon = line.indexOf(':');
  const [name, ...params] = line.slice(0, colon).split(';');
  return {
    name: name!,
    params: Object.fromEntries(params.map((p) => p.split('=') as [string, string])),
    value: line.slice(colon + 1),
  };
}

export function parseIcs(text: string): IcsComponent {
  const root: IcsComponent = { type: '', properties: [], children: [] };
  const stack = [root];
  for (const line of unfold(text)) {
    const property = parseLine(line);
    const top = stack[stack.length - 1]!;
    if (property.name === 'BEGIN') {
      const child = { type: property.value, properties: [], children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (property.name === 'END') {
      if (top.type !== property.value) throw new Error(`END:${property.value} closes ${top.type}`);
      stack.pop();
    } else top.properties.push(property);
  }
  if (stack.length !== 1 || root.children.length !== 1) throw new Error('unbalanced components');
  return root.children[0]!;
}

export const propertyOf = (component: IcsComponent, name: string) =>
  component.properties.find((p) => p.name === name);
