import { MAX_ADDRESSES_PER_USER, type TAddress, type ZAddressInput } from '@dawanow/shared/addresses';
import type { z } from 'zod';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import type { AddressesRepository, AddressValues } from './addresses.repository';

type AddressInput = z.output<typeof ZAddressInput>;

function toValues(input: AddressInput): AddressValues {
  return {
    name: input.name,
    addressLine1: input.address_line1,
    addressLine2: input.address_line2 ?? null,
    city: input.city,
    state: input.state,
    postalCode: input.postal_code,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
  };
}

const notFound = () => new AppError('NOT_FOUND', 'This address does not exist or is not yours.');

export function createAddressesService(repository: AddressesRepository) {
  return {
    list: (actor: Actor) => repository.list(actor.userId),

    async create(actor: Actor, input: AddressInput): Promise<TAddress> {
      const result = await repository.create(
        actor.userId,
        toValues(input),
        input.is_default === true,
        MAX_ADDRESSES_PER_USER,
      );
      if ('limitReached' in result) {
        throw new AppError('CONFLICT', `You can save up to ${MAX_ADDRESSES_PER_USER} addresses. Delete one first.`);
      }
      return result.address;
    },

    async update(actor: Actor, addressId: string, input: AddressInput): Promise<TAddress> {
      const updated = await repository.update(actor.userId, addressId, toValues(input));
      if (!updated) throw notFound();
      if (input.is_default === true) await repository.setDefault(actor.userId, addressId);
      return { ...updated, is_default: updated.is_default || input.is_default === true };
    },

    async setDefault(actor: Actor, addressId: string): Promise<void> {
      if (!(await repository.setDefault(actor.userId, addressId))) throw notFound();
    },

    async remove(actor: Actor, addressId: string): Promise<void> {
      if (!(await repository.delete(actor.userId, addressId))) throw notFound();
    },
  };
}
export type AddressesService = ReturnType<typeof createAddressesService>;
