import { parseRoute, projectRoute } from '@/components/trips/route-projection';

const geojson = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', geometry: { type: 'LineString', coordinates: [[10, 40], [11, 40], [11, 41]] }, properties: { kind: 'route' } },
    { type: 'Feature', geometry: { type: 'Point', coordinates: [11, 41] }, properties: { name: 'End', order: 2 } },
    { type: 'Feature', geometry: { type: 'Point', coordinates: [10, 40] }, properties: { name: 'Start', order: 1 } },
    { type: 'Feature', geometry: { type: 'Point', coordinates: ['x', 1] }, properties: { name: 'Broken' } },
  ],
};

describe('parseRoute', () => {
  it('reads the line and the named stops in their order, ignoring malformed features', () => {
    const route = parseRoute(geojson);
    expect(route?.line).toEqual([[10, 40], [11, 40], [11, 41]]);
    expect(route?.stops.map((s) => s.name)).toEqual(['Start', 'End']);
  });

  it('returns null for anything that is not a route', () => {
    expect(parseRoute(null)).toBeNull();
    expect(parseRoute({ type: 'FeatureCollection', features: [] })).toBeNull();
    expect(parseRoute([1, 2])).toBeNull();
  });

  it('draws the line through the stops when there is no LineString', () => {
    const route = parseRoute({ features: geojson.features.slice(1, 3) });
    expect(route?.line).toEqual([[10, 40], [11, 41]]);
  });
});

describe('projectRoute', () => {
  const route = parseRoute(geojson)!;
  const map = projectRoute(route, 600, 400, 50);

  it('keeps every point inside the padded box, north up', () => {
    const start = map.stops[0]!;
    const end = map.stops[1]!;
    for (const stop of map.stops) {
      expect(stop.x).toBeGreaterThanOrEqual(50);
      expect(stop.x).toBeLessThanOrEqual(550);
      expect(stop.y).toBeGreaterThanOrEqual(50);
      expect(stop.y).toBeLessThanOrEqual(350);
    }
    expect(end.y).toBeLessThan(start.y);
    expect(end.x).toBeGreaterThan(start.x);
  });

  it('fills the limiting side and shrinks longitude by cos(latitude)', () => {
    const start = map.stops[0]!;
    const end = map.stops[1]!;
    expect(end.y - start.y).toBeCloseTo(-300, 0);
    const k = Math.cos((40.5 * Math.PI) / 180);
    expect((end.x - start.x) / (start.y - end.y)).toBeCloseTo(k, 2);
  });

  it('starts the path with a move and draws one segment per point', () => {
    expect(map.path.startsWith('M')).toBe(true);
    expect(map.path.match(/L/g)).toHaveLength(2);
  });

  it('survives a single point', () => {
    const one = projectRoute({ line: [[5, 5]], stops: [] });
    expect(one.path).toMatch(/^M[\d.]+ [\d.]+$/);
  });
});
