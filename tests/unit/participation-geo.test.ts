/** The attendance geofence distance (issue 4 "an optional geofence check"). */
import { describe, expect, it } from 'vitest';
import { distanceMetres } from '../../server/modules/participation/geo.js';

describe('distanceMetres (haversine)', () => {
  it('is zero for the same point and symmetric', () => {
    expect(distanceMetres(30.5, 114.3, 30.5, 114.3)).toBe(0);
    expect(distanceMetres(30.5, 114.3, 30.6, 114.4)).toBeCloseTo(distanceMetres(30.6, 114.4, 30.5, 114.3), 6);
  });

  it('matches known distances', () => {
    // One degree of latitude ≈ 111.2 km on the mean sphere.
    expect(distanceMetres(0, 0, 1, 0)).toBeCloseTo(111_195, -1);
    // 0.001° of latitude ≈ 111 m; of longitude at 30°N ≈ 96 m.
    expect(distanceMetres(30, 114, 30.001, 114)).toBeCloseTo(111.2, 0);
    expect(distanceMetres(30, 114, 30, 114.001)).toBeCloseTo(96.3, 0);
    // Beijing (Tiananmen) – Shanghai (People's Square): about 1,067 km.
    const d = distanceMetres(39.9087, 116.3975, 31.2304, 121.4737);
    expect(d).toBeGreaterThan(1_060_000);
    expect(d).toBeLessThan(1_075_000);
    // Antipodes: half the circumference.
    expect(distanceMetres(0, 0, 0, 180)).toBeCloseTo(Math.PI * 6_371_008.8, 0);
  });
});
