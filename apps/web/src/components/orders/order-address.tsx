import type { ZOrderAddress } from '@dawanow/shared/orders/customer';
import type { z } from 'zod';

type TOrderAddress = z.infer<typeof ZOrderAddress>;

/** A delivery address as the rider and the invoice read it. */
export function OrderAddress({ address }: { address: TOrderAddress }) {
  return (
    <address className="text-sm not-italic text-slate-800">
      <span className="font-medium text-slate-900">{address.name}</span>
      <br />
      {[address.line1, address.line2].filter(Boolean).join(', ')}
      <br />
      {address.city}, {address.state} {address.postalCode}
    </address>
  );
}
