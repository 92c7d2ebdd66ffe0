/** SPEC §3 saved addresses: contracts shared by the account page and the API. */
import { z } from 'zod';
import { ZPinCode } from './india';
import { optionalText, plainText } from './text';

export const ZAddressInput = z
  .object({
    name: plainText({
      label: 'Name',
      required: 'Give this address a name, e.g. Home',
      max: 50,
      tooLong: 'Name is too long',
    }),
    address_line1: plainText({
      label: 'This line',
      required: 'Please enter the house or flat and street',
      max: 200,
      tooLong: 'This line is too long',
    }),
    address_line2: optionalText({ label: 'This line', max: 200, tooLong: 'This line is too long' }),
    city: plainText({ label: 'City', required: 'Please enter the city', max: 100, tooLong: 'City is too long' }),
    state: plainText({ label: 'State', required: 'Please enter the state', max: 60, tooLong: 'State is too long' }),
    postal_code: ZPinCode,
    latitude: z.number().min(-90).max(90).nullish(),
    longitude: z.number().min(-180).max(180).nullish(),
    is_default: z.boolean().optional(),
  })
  .refine((address) => (address.latitude == null) === (address.longitude == null), {
    message: 'Latitude and longitude go together',
    path: ['longitude'],
  });
export type TAddressInput = z.input<typeof ZAddressInput>;

export const ZAddress = z.object({
  id: z.uuid(),
  name: z.string(),
  address_line1: z.string(),
  address_line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  user_id: z.string(),
  is_default: z.boolean(),
});
export type TAddress = z.infer<typeof ZAddress>;

export const ZAddressList = z.object({ addresses: z.array(ZAddress) });

/** SPEC §2: an address without coordinates cannot be used for store matching yet. */
export function addressNeedsLocation(address: Pick<TAddress, 'latitude' | 'longitude'>): boolean {
  return address.latitude == null || address.longitude == null;
}

export const MAX_ADDRESSES_PER_USER = 20;
