/** An application's fields as both its applicant and the admin panel read them (a draft's may still be empty). */

import type { TStoreApplicationDocument } from '@dawanow/shared/store-application-steps';
import type { TAdminStoreApplicationDetail } from '@dawanow/shared/store-applications';
import type { storeApplicationDocuments, storeApplications } from '../../db/schema/store-applications';

type StoreApplicationRow = typeof storeApplications.$inferSelect;

export function applicationFields(
  row: StoreApplicationRow,
): Pick<TAdminStoreApplicationDetail, 'business' | 'premises' | 'licences' | 'pharmacist'> {
  return {
    business: {
      businessType: row.businessType,
      legalName: row.legalName,
      tradeName: row.tradeName,
      pan: row.pan,
      gstin: row.gstin,
      phone: row.phone,
      email: row.email,
    },
    premises: {
      addressLine1: row.addressLine1,
      addressLine2: row.addressLine2,
      locality: row.locality,
      city: row.city,
      state: row.state,
      postalCode: row.postalCode,
      latitude: row.latitude,
      longitude: row.longitude,
      weeklyHours: row.openingHours,
    },
    // Form 20 and 21 always (a draft's may be empty), 20B and 21B only if held
    licences: [
      { form: '20' as const, number: row.drugLicenceForm20, validUntil: row.drugLicenceForm20ValidUntil },
      { form: '21' as const, number: row.drugLicenceForm21, validUntil: row.drugLicenceForm21ValidUntil },
      { form: '20B' as const, number: row.drugLicenceForm20b, validUntil: row.drugLicenceForm20bValidUntil },
      { form: '21B' as const, number: row.drugLicenceForm21b, validUntil: row.drugLicenceForm21bValidUntil },
    ].filter((licence) => licence.form === '20' || licence.form === '21' || licence.number !== null),
    pharmacist: { name: row.pharmacistName, registrationNumber: row.pharmacistRegistrationNumber },
  };
}

/** A document as both read it: what it is, not where it is stored. */
export function documentView(row: typeof storeApplicationDocuments.$inferSelect): TStoreApplicationDocument {
  return {
    kind: row.kind,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}
