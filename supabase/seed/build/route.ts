import { createRandom, hashSeed } from '../prng';
import type { Stop } from '../types';

type Position = [number, number];

const round = (n: number) => Math.round(n * 100000) / 100000;

/** A GeoJSON FeatureCollection: the path as a LineString that wanders a little between stops, and each stop as a Point. */
export function buildRoute(key: string, stops: Stop[]) {
  const random = createRandom(hashSeed(`route:${key}`));
  const line: Position[] = [];
  stops.forEach((stop, i) => {
    line.push([round(stop.lon), round(stop.lat)]);
    const next = stops[i + 1];
    if (!next) return;
    const span = Math.hypot(next.lon - stop.lon, next.lat - stop.lat);
    for (let k = 1; k <= 3; k++) {
      const f = k / 4;
      const wobble = () => (random() - 0.5) * span * 0.15;
      line.push([round(stop.lon + (next.lon - stop.lon) * f + wobble()), round(stop.lat + (next.lat - stop.lat) * f + wobble())]);
    }
  });
  return {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: { kind: 'route' }, geometry: { type: 'LineString', coordinates: line } },
      ...stops.map((stop, i) => ({
        type: 'Feature',
        properties: { kind: 'stop', name: stop.name, order: i + 1 },
        geometry: { type: 'Point', coordinates: [round(stop.lon), round(stop.lat)] },
      })),
    ],
  };
}
