/**
 * Demo partner pharmacies (deterministic): 42 stores in six metros with valid-format drug licences,
 * GSTINs with correct check characters, real-looking addresses and varied hours. Placed so that
 * MG Road (Bengaluru), Connaught Place (Delhi) and Bandra West (Mumbai) each have stores within 5 km.
 */
import { gstinCheckCharacter } from '@dawanow/shared/india';
import { ALWAYS_OPEN, type TWeeklyHours, WEEKDAYS } from '@dawanow/shared/opening-hours';
import { slugify } from '@dawanow/shared/text';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { users } from '../schema/auth';
import { storeMembers, stores } from '../schema/stores';
import type { SeedStep } from './seed-step';

type City = { city: string; state: string; gstState: string; licencePrefix: string; phonePrefix: string };
const BENGALURU: City = {
  city: 'Bengaluru',
  state: 'Karnataka',
  gstState: '29',
  licencePrefix: 'KA-BNG',
  phonePrefix: '+9180',
};
const DELHI: City = {
  city: 'New Delhi',
  state: 'Delhi',
  gstState: '07',
  licencePrefix: 'DL-NDL',
  phonePrefix: '+9111',
};
const MUMBAI: City = {
  city: 'Mumbai',
  state: 'Maharashtra',
  gstState: '27',
  licencePrefix: 'MH-MUM',
  phonePrefix: '+9122',
};
const HYDERABAD: City = {
  city: 'Hyderabad',
  state: 'Telangana',
  gstState: '36',
  licencePrefix: 'TS-HYD',
  phonePrefix: '+9140',
};
const PUNE: City = {
  city: 'Pune',
  state: 'Maharashtra',
  gstState: '27',
  licencePrefix: 'MH-PUN',
  phonePrefix: '+9120',
};
const CHENNAI: City = {
  city: 'Chennai',
  state: 'Tamil Nadu',
  gstState: '33',
  licencePrefix: 'TN-CHN',
  phonePrefix: '+9144',
};
const GURUGRAM: City = {
  city: 'Gurugram',
  state: 'Haryana',
  gstState: '06',
  licencePrefix: 'HR-GGN',
  phonePrefix: '+91124',
};
const NOIDA: City = {
  city: 'Noida',
  state: 'Uttar Pradesh',
  gstState: '09',
  licencePrefix: 'UP-GBN',
  phonePrefix: '+91120',
};

export const DEMO_HOURS = ['day', 'late', '24h', 'early', 'sunday-off'] as const;
type Hours = (typeof DEMO_HOURS)[number];
type Status = 'active' | 'paused' | 'suspended';

// [name, street, locality, PIN, latitude, longitude, hours, city, status?, accepting?, pharmacist]
const rows: [string, string, string, string, number, number, Hours, City, Status?, boolean?][] = [
  // Bengaluru — the first is the one nearest MG Road (12.9756, 77.6066)
  // Open around the clock: the demo owner's pharmacy takes the demo orders at any hour
  ['Brigade Road Medicals', '14, Brigade Road', 'Shanthala Nagar', '560025', 12.9738, 77.6074, '24h', BENGALURU],
  ['Ulsoor Lake Pharmacy', '62, Kensington Road', 'Ulsoor', '560008', 12.9818, 77.6195, 'day', BENGALURU],
  ['Richmond Town Chemists', '9, Richmond Road', 'Richmond Town', '560025', 12.9623, 77.5996, '24h', BENGALURU],
  ['Indiranagar Health Mart', '480, 100 Feet Road', 'Indiranagar', '560038', 12.9784, 77.6408, 'late', BENGALURU],
  [
    'Shivajinagar Generic Store',
    '3, Commercial Street',
    'Shivajinagar',
    '560001',
    12.9837,
    77.6083,
    'sunday-off',
    BENGALURU,
    'paused',
  ],
  [
    'Koramangala Wellness Pharmacy',
    '112, 80 Feet Road, 4th Block',
    'Koramangala',
    '560034',
    12.9341,
    77.6269,
    'late',
    BENGALURU,
  ],
  ['Jayanagar 4th Block Medicals', '27, 11th Main', 'Jayanagar', '560011', 12.9299, 77.5838, 'day', BENGALURU],
  ['Malleshwaram Sri Sai Pharma', '81, Sampige Road', 'Malleshwaram', '560003', 13.0031, 77.5702, 'early', BENGALURU],
  [
    'HSR Layout Apollo Chemists',
    '1204, 27th Main, Sector 2',
    'HSR Layout',
    '560102',
    12.9116,
    77.6473,
    '24h',
    BENGALURU,
  ],
  ['Whitefield Care Pharmacy', '5, ITPL Main Road', 'Whitefield', '560066', 12.9698, 77.7499, 'day', BENGALURU],
  [
    'Hebbal Lifeline Medicals',
    '22, Bellary Road',
    'Hebbal',
    '560024',
    13.0358,
    77.597,
    'late',
    BENGALURU,
    'active',
    false,
  ],
  [
    'Electronic City MedPlus Point',
    '88, Hosur Road, Phase 1',
    'Electronic City',
    '560100',
    12.8452,
    77.6602,
    'day',
    BENGALURU,
  ],
  // Delhi NCR — Connaught Place (28.6315, 77.2167)
  ['Janpath Chemists', '21, Janpath', 'Connaught Place', '110001', 28.6284, 77.2194, '24h', DELHI],
  ['Gole Market Pharmacy', '7, Bhai Vir Singh Marg', 'Gole Market', '110001', 28.6366, 77.2045, 'day', DELHI],
  ['Karol Bagh Sehat Medicos', '2715, Beadonpura', 'Karol Bagh', '110005', 28.6519, 77.1907, 'late', DELHI],
  ['Barakhamba Health Store', '15, Barakhamba Road', 'Mandi House', '110001', 28.6297, 77.2281, 'early', DELHI],
  [
    'Lajpat Nagar Jan Aushadhi Kendra',
    '34, Central Market',
    'Lajpat Nagar II',
    '110024',
    28.5677,
    77.2433,
    'sunday-off',
    DELHI,
  ],
  ['Saket Wellness Chemists', 'A-12, Press Enclave Marg', 'Saket', '110017', 28.5245, 77.2066, 'late', DELHI],
  ['Dwarka Sector 10 Pharmacy', '9, Sector 10 Market', 'Dwarka', '110075', 28.5823, 77.05, 'day', DELHI],
  ['Rohini Family Medicals', 'B-4, Sector 7', 'Rohini', '110085', 28.7158, 77.1135, 'day', DELHI, 'suspended'],
  ['Cyber City Medi Point', 'Tower C, DLF Cyber City', 'DLF Phase 2', '122002', 28.495, 77.0895, '24h', GURUGRAM],
  ['Noida Sector 18 Chemists', 'K-26, Sector 18 Market', 'Sector 18', '201301', 28.57, 77.321, 'late', NOIDA],
  // Mumbai — Bandra West (19.0596, 72.8295)
  ['Hill Road Pharmacy', '44, Hill Road', 'Bandra West', '400050', 19.0553, 72.834, 'late', MUMBAI],
  ['Linking Road Medical Stores', '301, Linking Road', 'Khar West', '400052', 19.07, 72.835, '24h', MUMBAI],
  [
    'Andheri West Lifecare Chemists',
    '12, Lokhandwala Complex',
    'Andheri West',
    '400053',
    19.141,
    72.827,
    'day',
    MUMBAI,
  ],
  ['Powai Lake Pharmacy', '6, Hiranandani Gardens', 'Powai', '400076', 19.1176, 72.906, 'late', MUMBAI],
  ['Dadar TT Chemists', '118, Dadasaheb Phalke Road', 'Dadar East', '400014', 19.0178, 72.8478, 'early', MUMBAI],
  ['Colaba Causeway Medicals', '7, Colaba Causeway', 'Colaba', '400005', 18.9067, 72.8147, 'day', MUMBAI],
  // Hyderabad
  ['Banjara Hills Care Pharmacy', 'Road No. 12', 'Banjara Hills', '500034', 17.4156, 78.4347, '24h', HYDERABAD],
  ['Gachibowli Health Hub', '3, DLF Road', 'Gachibowli', '500032', 17.4401, 78.3489, 'late', HYDERABAD],
  ['Secunderabad Clock Tower Medicals', '56, SD Road', 'Secunderabad', '500003', 17.4399, 78.4983, 'day', HYDERABAD],
  ['Kukatpally KPHB Pharmacy', 'Plot 77, KPHB Phase 3', 'Kukatpally', '500072', 17.4948, 78.3996, 'day', HYDERABAD],
  ['Madhapur Hitech Chemists', '10, Ayyappa Society Road', 'Madhapur', '500081', 17.4483, 78.3915, 'late', HYDERABAD],
  // Pune
  ['Koregaon Park Medico', 'Lane 6, North Main Road', 'Koregaon Park', '411001', 18.5362, 73.894, 'late', PUNE],
  ['Kothrud Shree Pharmacy', '21, Paud Road', 'Kothrud', '411038', 18.5074, 73.8077, 'day', PUNE],
  ['Hinjewadi Phase 1 Chemists', '4, Blue Ridge Road', 'Hinjewadi', '411057', 18.5913, 73.7389, '24h', PUNE],
  ['Viman Nagar Wellness Store', '15, Datta Mandir Road', 'Viman Nagar', '411014', 18.5679, 73.9143, 'early', PUNE],
  // Chennai
  ['T Nagar Ranganathan Medicals', '33, Usman Road', 'T Nagar', '600017', 13.0418, 80.2341, 'late', CHENNAI],
  ['Adyar Gandhi Nagar Pharmacy', '8, 2nd Main Road', 'Adyar', '600020', 13.0012, 80.2565, 'day', CHENNAI],
  ['Anna Nagar Tower Chemists', 'AA-21, 2nd Avenue', 'Anna Nagar', '600040', 13.085, 80.2101, '24h', CHENNAI],
  [
    'Velachery Care Medicals',
    '150, Velachery Main Road',
    'Velachery',
    '600042',
    12.9791,
    80.2212,
    'sunday-off',
    CHENNAI,
  ],
  [
    'Mylapore Kapaleeshwarar Pharmacy',
    '19, North Mada Street',
    'Mylapore',
    '600004',
    13.0339,
    80.2697,
    'early',
    CHENNAI,
  ],
];

const PHARMACISTS = [
  'Anil Kumar',
  'Deepa Nair',
  'Imran Shaikh',
  'Lakshmi Iyer',
  'Manpreet Kaur',
  'Naveen Reddy',
  'Pooja Joshi',
  'Rahul Verma',
  'Sangeetha Rao',
  'Suresh Pillai',
  'Tanvi Desai',
  'Vikram Singh',
];

/** The demo's kinds of weekly hours (demo store applications use them too). */
export function weekly(kind: Hours): TWeeklyHours {
  if (kind === '24h') return ALWAYS_OPEN;
  const slot = {
    day: { open: '08:00', close: '22:00' },
    late: { open: '08:00', close: '23:30' },
    early: { open: '07:00', close: '21:00' },
    'sunday-off': { open: '09:00', close: '21:00' },
  }[kind];
  const hours = Object.fromEntries(WEEKDAYS.map((day) => [day, [slot]])) as TWeeklyHours;
  if (kind === 'sunday-off') hours.sun = [];
  if (kind === 'day') hours.sun = [{ open: '09:00', close: '14:00' }];
  return hours;
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
/** A PAN-shaped identifier that is the same on every run: five letters, four digits, a letter. */
function pan(index: number): string {
  const letter = (n: number) => LETTERS[n % LETTERS.length];
  return `${letter(index * 7)}${letter(index * 3 + 5)}${letter(index + 11)}P${letter(index * 5 + 2)}${String(1000 + index * 137).slice(-4)}${letter(index * 11 + 3)}`;
}

function gstin(stateCode: string, index: number): string {
  const first14 = `${stateCode}${pan(index)}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

export type DemoStore = ReturnType<typeof buildDemoStores>[number];

export function buildDemoStores() {
  return rows.map(
    ([name, street, locality, postalCode, latitude, longitude, hours, city, status, accepting], index) => {
      const serial = String(4100 + index * 17).padStart(6, '0');
      return {
        slug: slugify(name),
        name,
        addressLine1: street,
        locality,
        city: city.city,
        state: city.state,
        postalCode,
        latitude,
        longitude,
        phone: `${city.phonePrefix}${String(40_000_000 + index * 7919).slice(-(13 - city.phonePrefix.length))}`,
        email: `orders+${index + 1}@partners.dawanow.in`,
        drugLicenceForm20: `${city.licencePrefix}-20B-${serial}`,
        drugLicenceForm21: `${city.licencePrefix}-21B-${serial}`,
        drugLicenceValidUntil: `${2027 + (index % 4)}-03-31`,
        gstin: gstin(city.gstState, index),
        pharmacistName: PHARMACISTS[index % PHARMACISTS.length] ?? 'Anil Kumar',
        pharmacistRegistrationNumber: `${city.licencePrefix.slice(0, 2)}/PR/${2008 + (index % 14)}/${String(21_000 + index * 53)}`,
        openingHours: weekly(hours),
        rating: Math.round((4.1 + ((index * 37) % 9) / 10) * 10) / 10,
        reviewCount: 60 + ((index * 53) % 420),
        imageUrl: `/images/stores/storefront-${(index % 4) + 1}.svg`,
        status: status ?? 'active',
        isAcceptingOrders: accepting ?? true,
      };
    },
  );
}

/**
 * Issue 14: only a registered pharmacist decides prescriptions. Each demo store's owner is the pharmacist the
 * store's licence names, so the demo's prescription flows work as before. A step of its own, so databases
 * seeded before it gain it too.
 */
export const demoPharmacists: SeedStep = {
  name: '2026-11-demo-pharmacists',
  run: async (tx) => {
    await tx
      .update(storeMembers)
      .set({
        pharmacistName: sql`(select ${stores.pharmacistName} from ${stores} where ${stores.id} = ${storeMembers.storeId})`,
        pharmacistRegistrationNumber: sql`(select ${stores.pharmacistRegistrationNumber} from ${stores} where ${stores.id} = ${storeMembers.storeId})`,
      })
      .where(and(eq(storeMembers.role, 'owner'), isNull(storeMembers.pharmacistRegistrationNumber)));
  },
};

/** README "Demo accounts": store@demo.dawanow.in owns the pharmacy nearest MG Road, Bengaluru. */
export const demoStores: SeedStep = {
  name: '2026-11-demo-stores',
  run: async (tx) => {
    const inserted = await tx.insert(stores).values(buildDemoStores()).returning({ id: stores.id, slug: stores.slug });
    const nearestMgRoad = inserted.find((store) => store.slug === 'brigade-road-medicals');
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'store@demo.dawanow.in'));
    if (nearestMgRoad && owner) {
      await tx.insert(storeMembers).values({ storeId: nearestMgRoad.id, userId: owner.id, role: 'owner' });
    }
  },
};
