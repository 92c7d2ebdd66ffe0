/** Catalogue files in DawaNow's import format, for tests of the importer and of the admin screen's import. */
import { DAWANOW_HEADER } from '../src/modules/catalog/catalog-import';

export const csvLine = (values: string[]) => values.map((value) => `"${value.replaceAll('"', '""')}"`).join(',');

/** One good row (Acmepara 650, OTC, under fever-headache); `overrides` by column name. */
export const ownRow = (overrides: Record<string, string> = {}) =>
  csvLine(
    DAWANOW_HEADER.map(
      (column) =>
        ({
          sku: 'ACME-001',
          name: 'Acmepara 650 Tablet',
          brand: 'Acmepara',
          manufacturer: 'Acme Pharma Ltd',
          composition: 'Paracetamol 650 mg',
          dosage_form: 'tablet',
          pack_size: '15',
          pack_label: 'strip of 15 tablets',
          mrp: '29.50',
          schedule: 'OTC',
          category: 'fever-headache',
          hsn_code: '3004',
          gst_rate: '5',
          storage: 'room',
          returnable: 'yes',
          description: 'A paracetamol tablet.',
          uses: 'Fever and pain.',
          side_effects: 'Rarely nausea.',
          directions: 'With water.',
          safety_advice: 'Do not exceed 4 g a day.',
          ...overrides,
        })[column] ?? '',
    ),
  );

export const ownCsv = (...rows: string[]) => [csvLine(DAWANOW_HEADER), ...rows].join('\n');
