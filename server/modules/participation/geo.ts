/** The attendance geofence (issue 4 "an optional geofence check"): great-circle distances. */

/** Mean Earth radius in metres (IUGG). */
export const EARTH_RADIUS_M = 6_371_008.8;

const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * Haversine distance in metres between two points given in decimal degrees (WGS-84 latitude,
 * longitude); accurate to about 0.5 % (the sphere approximation), plenty for a geofence.
 */
export function distanceMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
