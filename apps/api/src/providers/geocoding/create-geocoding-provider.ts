import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { GeocodingProvider } from './geocoding-provider';
import { createGoogleGeocoder } from './google';
import { createOfflineGeocoder } from './offline';
import { createPlacesRepository } from './places.repository';

/** The one place that decides which provider runs. */
export function createGeocodingProvider(config: Pick<AppConfig, 'googleMaps'>, db: Db): GeocodingProvider {
  return config.googleMaps.serverKey
    ? createGoogleGeocoder({ apiKey: config.googleMaps.serverKey })
    : createOfflineGeocoder(createPlacesRepository(db));
}
