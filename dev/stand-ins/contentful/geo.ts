/** A point of a Location field: `{ lat, lon }` in degrees. */
export interface Point {
  lat: number;
  lon: number;
}

/** The area of a `[within]` search: a rectangle or a circle (radius in km). */
export type Area =
  | { kind: 'rectangle'; south: number; west: number; north: number; east: number }
  | { kind: 'circle'; center: Point; radiusKm: number };

const EARTH_RADIUS_KM = 6371.0088;

function numbers(value: string, count: number): number[] | undefined {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length !== count || parts.some((part) => part === '')) return undefined;
  const parsed = parts.map(Number);
  return parsed.every(Number.isFinite) ? parsed : undefined;
}

const validPoint = (lat: number, lon: number) => Math.abs(lat) <= 90 && Math.abs(lon) <= 180;

/** `[near]=lat,lon`. */
export function parsePoint(value: string): Point | undefined {
  const parsed = numbers(value, 2);
  if (!parsed) return undefined;
  const [lat, lon] = parsed as [number, number];
  return validPoint(lat, lon) ? { lat, lon } : undefined;
}

/**
 * `[within]=lat1,lon1,lat2,lon2` (bottom-left and top-right corners; a west edge east of
 * the east edge crosses the antimeridian) or `[within]=lat,lon,radiusKm`.
 */
export function parseArea(value: string): Area | undefined {
  const circle = numbers(value, 3);
  if (circle) {
    const [lat, lon, radiusKm] = circle as [number, number, number];
    if (!validPoint(lat, lon) || radiusKm < 0) return undefined;
    return { kind: 'circle', center: { lat, lon }, radiusKm };
  }
  const corners = numbers(value, 4);
  if (!corners) return undefined;
  const [lat1, lon1, lat2, lon2] = corners as [number, number, number, number];
  if (!validPoint(lat1, lon1) || !validPoint(lat2, lon2)) return undefined;
  return {
    kind: 'rectangle',
    south: Math.min(lat1, lat2),
    north: Math.max(lat1, lat2),
    west: lon1,
    east: lon2,
  };
}

/** A Location field value, or undefined for anything else. */
export function asPoint(value: unknown): Point | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { lat, lon } = value as Record<string, unknown>;
  return typeof lat === 'number' && typeof lon === 'number' ? { lat, lon } : undefined;
}

/** Great-circle distance (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function isWithin(point: Point, area: Area): boolean {
  if (area.kind === 'circle') return distanceKm(point, area.center) <= area.radiusKm;
  if (point.lat < area.south || point.lat > area.north) return false;
  return area.west <= area.east
    ? point.lon >= area.west && point.lon <= area.east
    : point.lon >= area.west || point.lon <= area.east;
}
