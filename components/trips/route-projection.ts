/** Pure geometry for the route map: GeoJSON (lon/lat) to SVG coordinates, no map service involved. */

export interface RouteStop {
  name: string;
  order: number;
  lon: number;
  lat: number;
}

export interface TripRoute {
  line: [lon: number, lat: number][];
  stops: RouteStop[];
}

export interface ProjectedRoute {
  width: number;
  height: number;
  path: string;
  stops: (RouteStop & { x: number; y: number })[];
}

type Position = [number, number];

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) && value.length >= 2 && typeof value[0] === 'number' && typeof value[1] === 'number';

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** Reads a FeatureCollection of LineStrings (the route) and Points with a name (the stops); anything else is ignored. */
export function parseRoute(value: unknown): TripRoute | null {
  const features = record(value)?.features;
  if (!Array.isArray(features)) return null;
  const line: Position[] = [];
  const stops: RouteStop[] = [];
  for (const feature of features) {
    const geometry = record(record(feature)?.geometry);
    const properties = record(record(feature)?.properties) ?? {};
    const coordinates = geometry?.coordinates;
    if (geometry?.type === 'LineString' && Array.isArray(coordinates)) {
      line.push(...coordinates.filter(isPosition).map(([lon, lat]): Position => [lon, lat]));
    } else if (geometry?.type === 'Point' && isPosition(coordinates) && typeof properties.name === 'string') {
      const order = typeof properties.order === 'number' ? properties.order : stops.length + 1;
      stops.push({ name: properties.name, order, lon: coordinates[0], lat: coordinates[1] });
    }
  }
  if (line.length === 0 && stops.length === 0) return null;
  stops.sort((a, b) => a.order - b.order);
  return { line: line.length > 0 ? line : stops.map((s): Position => [s.lon, s.lat]), stops };
}

/**
 * Equirectangular projection fitted to the route's bounds: longitudes shrink by cos(mid latitude) so shapes keep
 * their proportions, the longer side fills the box and the other is centred, with `padding` on every side.
 */
export function projectRoute(route: TripRoute, width = 640, height = 400, padding = 40): ProjectedRoute {
  const points: Position[] = [...route.line, ...route.stops.map((s): Position => [s.lon, s.lat])];
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  const [minLon, maxLon, minLat, maxLat] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
  const k = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLon - minLon) * k, 1e-9);
  const spanY = Math.max(maxLat - minLat, 1e-9);
  const scale = Math.min((width - 2 * padding) / spanX, (height - 2 * padding) / spanY);
  const offsetX = (width - spanX * scale) / 2;
  const offsetY = (height - spanY * scale) / 2;
  const round = (n: number) => Math.round(n * 10) / 10;
  const project = (lon: number, lat: number) => ({
    x: round(offsetX + (lon - minLon) * k * scale),
    y: round(offsetY + (maxLat - lat) * scale),
  });
  const path = route.line
    .map(([lon, lat], i) => {
      const { x, y } = project(lon, lat);
      return `${i === 0 ? 'M' : 'L'}${x} ${y}`;
    })
    .join(' ');
  return { width, height, path, stops: route.stops.map((stop) => ({ ...stop, ...project(stop.lon, stop.lat) })) };
}
