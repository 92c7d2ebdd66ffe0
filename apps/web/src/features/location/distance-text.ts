import { formatDistance, UNKNOWN_DISTANCE_LABEL } from '@dawanow/shared/delivery';
import { useLocationText } from '@/components/addresses/text';

/** "1.2 km" or "350 m" as the shared formatter writes them; SPEC §8's "Unknown distance" in the reader's words. */
export function useDistanceText(): (distanceKm: number | null | undefined) => string {
  const { t } = useLocationText();
  return (distanceKm) => {
    const text = formatDistance(distanceKm);
    return text === UNKNOWN_DISTANCE_LABEL ? t('unknownDistance') : text;
  };
}
