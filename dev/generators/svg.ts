/** SVG string builders shared by the generated artwork (demo content, marketing images). */

export type Point = readonly [number, number];

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function svg(width: number, height: number, body: string): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}'>${body}</svg>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, r = 0) {
  return `<rect x='${x}' y='${y}' width='${w}' height='${h}' rx='${r}' fill='${fill}'/>`;
}

/** An open line through `points`, with round joins and caps. */
export function polyline(points: readonly Point[], width: number, stroke: string): string {
  const list = points.map(([x, y]) => `${x},${y}`).join(' ');
  return `<polyline points='${list}' fill='none' stroke='${stroke}' stroke-width='${width}' stroke-linejoin='round' stroke-linecap='round'/>`;
}

/** A horizontal dashed line from x0 to x1 at height y. */
export function dashedLine(
  y: number,
  x0: number,
  x1: number,
  [dash, gap]: readonly [number, number],
  width: number,
  stroke: string,
): string {
  return `<line x1='${x0}' y1='${y}' x2='${x1}' y2='${y}' stroke='${stroke}' stroke-width='${width}' stroke-dasharray='${dash} ${gap}'/>`;
}
