/** SPEC §4 "Location": high accuracy, then low accuracy, then the server's approximate location. */
import { GEO_HIGH_ACCURACY, GEO_LOW_ACCURACY } from '@dawanow/shared/constants';
import type { Coordinates } from './api';

export const GEOLOCATION_UNSUPPORTED = 'Geolocation is not supported by your browser';

/** SPEC §8 location error texts. */
export function geolocationErrorText(error: GeolocationPositionError): string {
  const reason =
    error.code === error.PERMISSION_DENIED
      ? 'Please enable location services in your browser.'
      : error.code === error.TIMEOUT
        ? 'Location request timed out.'
        : 'Location information is unavailable.';
  return `Unable to retrieve your location. ${reason}`;
}

function currentPosition(options: PositionOptions): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      reject,
      options,
    );
  });
}

/** The device's position: a precise fix first, a coarse one if that fails; rejects with SPEC §8 text. */
export async function locateDevice(): Promise<Coordinates> {
  if (!('geolocation' in navigator)) throw new Error(GEOLOCATION_UNSUPPORTED);
  try {
    return await currentPosition(GEO_HIGH_ACCURACY);
  } catch {
    try {
      return await currentPosition(GEO_LOW_ACCURACY);
    } catch (error) {
      throw new Error(
        error instanceof GeolocationPositionError ? geolocationErrorText(error) : GEOLOCATION_UNSUPPORTED,
      );
    }
  }
}
