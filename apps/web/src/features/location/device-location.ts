/** SPEC §4 "Location": high accuracy, then low accuracy, then the server's approximate location. */
import { GEO_HIGH_ACCURACY, GEO_LOW_ACCURACY } from '@dawanow/shared/constants';
import english from '@/locales/en/location.json';
import type { Coordinates } from './api';

type TGeolocationFailure = keyof typeof english.geolocation;

/** Why the device gave no position; its message is the SPEC §8 text, and `reason` names its translation. */
export class GeolocationFailure extends Error {
  constructor(readonly reason: TGeolocationFailure) {
    super(english.geolocation[reason]);
  }
}

function failureOf(error: GeolocationPositionError): TGeolocationFailure {
  if (error.code === error.PERMISSION_DENIED) return 'denied';
  if (error.code === error.TIMEOUT) return 'timeout';
  return 'unavailable';
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

/** The device's position: a precise fix first, a coarse one if that fails; rejects with a GeolocationFailure. */
export async function locateDevice(): Promise<Coordinates> {
  if (!('geolocation' in navigator)) throw new GeolocationFailure('unsupported');
  try {
    return await currentPosition(GEO_HIGH_ACCURACY);
  } catch {
    try {
      return await currentPosition(GEO_LOW_ACCURACY);
    } catch (error) {
      throw new GeolocationFailure(error instanceof GeolocationPositionError ? failureOf(error) : 'unsupported');
    }
  }
}
