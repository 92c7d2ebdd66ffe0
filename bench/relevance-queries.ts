/**
 * 150 searches as shoppers type them, each with what should come first (issue 20). A result counts as
 * a hit when it is one of `slugs` (products of the demo catalogue), or has exactly the salts in `salts`
 * (at `strength` when given: any brand of the salt the shopper named is a right answer), or sits in one
 * of `categories` (symptom searches). Written by the team from what pharmacy counters hear: brand names
 * as printed on the strip, brand + strength, salts, salt + strength, misspellings as typed on a phone,
 * the first letters of a brand as typed in the header, and Hindi.
 */
export type QueryKind = 'brand' | 'brand-strength' | 'misspelt' | 'salt' | 'salt-strength' | 'prefix' | 'hindi';

export type LabelledQuery = {
  q: string;
  kind: QueryKind;
  slugs?: string[];
  salts?: string[];
  strength?: string;
  categories?: string[];
};

const brand = (q: string, ...slugs: string[]): LabelledQuery => ({ q, kind: 'brand', slugs });
const brandStrength = (q: string, ...slugs: string[]): LabelledQuery => ({ q, kind: 'brand-strength', slugs });
const prefix = (q: string, ...slugs: string[]): LabelledQuery => ({ q, kind: 'prefix', slugs });
const misspeltBrand = (q: string, ...slugs: string[]): LabelledQuery => ({ q, kind: 'misspelt', slugs });
const misspeltSalt = (q: string, ...salts: string[]): LabelledQuery => ({ q, kind: 'misspelt', salts });
const salt = (q: string, ...salts: string[]): LabelledQuery => ({ q, kind: 'salt', salts });
const saltStrength = (q: string, strength: string, ...salts: string[]): LabelledQuery => ({
  q,
  kind: 'salt-strength',
  salts,
  strength,
});
const hindi = (q: string, judged: Omit<LabelledQuery, 'q' | 'kind'>): LabelledQuery => ({
  q,
  kind: 'hindi',
  ...judged,
});

const FEVER = ['fever-headache'];
const DIABETES = ['oral-antidiabetics', 'insulin', 'glucose-monitoring'];
const THERMOMETERS = [
  'omron-mc-246-digital-thermometer',
  'omron-mc-343f-flexible-tip-digital-thermometer',
  'dr-morepen-digital-thermometer',
  'omron-mc-720-non-contact-infrared-thermometer',
  'dr-morepen-non-contact-infrared-thermometer',
];

export const LABELLED_QUERIES: LabelledQuery[] = [
  // Brands as printed on the strip (34)
  brand('dolo', 'dolo-650-tablet', 'dolo-250-suspension'),
  brand('calpol', 'calpol-650-tablet', 'calpol-500-tablet', 'calpol-250-suspension'),
  brand('crocin', 'crocin-650-advance-tablet', 'crocin-advance-tablet', 'crocin-pain-relief-tablet'),
  brand('combiflam', 'combiflam-tablet'),
  brand('pan d', 'pan-d-capsule'),
  brand('telma am', 'telma-am-tablet'),
  brand('becosules', 'becosules-capsule'),
  brand('limcee', 'limcee-chewable-tablet'),
  brand('montair lc', 'montair-lc-tablet'),
  brand('meftal spas', 'meftal-spas-tablet'),
  brand('digene', 'digene-tablet', 'digene-gel-mint-flavour'),
  brand('electral', 'electral-powder-21-8-g'),
  brand('otrivin', 'otrivin-adult-nasal-spray', 'otrivin-paediatric-nasal-drops'),
  brand('asthalin inhaler', 'asthalin-100-mcg-inhaler'),
  brand('volini', 'volini-gel-30-g', 'volini-gel-75-g', 'volini-spray-40-g'),
  brand('zerodol p', 'zerodol-p-tablet'),
  brand('razo d', 'razo-d-capsule'),
  brand('okacet', 'okacet-tablet'),
  brand('ondem', 'ondem-4-tablet', 'ondem-md-4-tablet', 'ondem-syrup'),
  brand('neurobion forte', 'neurobion-forte-tablet'),
  brand('betadine', 'betadine-5-ointment', 'betadine-10-solution'),
  brand('candid b', 'candid-b-cream'),
  brand('orofer xt', 'orofer-xt-tablet'),
  brand('liv 52', 'himalaya-liv-52-tablet', 'himalaya-liv-52-ds-tablet', 'himalaya-liv-52-syrup'),
  brand('zincovit', 'zincovit-tablet'),
  brand('ascoril ls', 'ascoril-ls-syrup'),
  brand(
    'strepsils',
    'strepsils-honey-and-lemon-lozenges',
    'strepsils-orange-lozenges',
    'strepsils-honey-and-lemon-lozenges-pack-of-24',
  ),
  brand('duphaston', 'duphaston-10-mg-tablet'),
  brand('lantus solostar', 'lantus-solostar-100-iu-ml-prefilled-pen'),
  brand('accu chek active strips', 'accu-chek-active-test-strips'),
  brand(
    'omron bp monitor',
    'omron-hem-7120-automatic-blood-pressure-monitor',
    'omron-hem-7156-automatic-blood-pressure-monitor',
    'omron-hem-8712-automatic-blood-pressure-monitor',
    'omron-hem-6161-wrist-blood-pressure-monitor',
  ),
  brand('eno', 'eno-fruit-salt-regular-sachet', 'eno-fruit-salt-lemon-powder'),
  brand(
    'sensodyne',
    'sensodyne-fresh-mint-toothpaste',
    'sensodyne-rapid-relief-toothpaste',
    'sensodyne-repair-protect-toothpaste',
  ),
  brand('glycomet gp 2', 'glycomet-gp-2-tablet'),

  // Brand and strength (16)
  brandStrength('dolo 650', 'dolo-650-tablet'),
  brandStrength('azithral 500', 'azithral-500-tablet'),
  brandStrength('augmentin 625', 'augmentin-625-duo-tablet'),
  brandStrength('pan 40', 'pan-40-tablet'),
  brandStrength('telma 40', 'telma-40-tablet'),
  brandStrength('shelcal 500', 'shelcal-500-tablet'),
  brandStrength('allegra 120', 'allegra-120-tablet'),
  brandStrength('ecosprin 75', 'ecosprin-75-tablet'),
  brandStrength('thyronorm 50', 'thyronorm-50-mcg-tablet'),
  brandStrength('taxim o 200', 'taxim-o-200-tablet'),
  brandStrength('atorva 10', 'atorva-10-tablet'),
  brandStrength('rosuvas 10', 'rosuvas-10-tablet'),
  brandStrength('amlong 5', 'amlong-5-tablet'),
  brandStrength('met xl 25', 'met-xl-25-tablet'),
  brandStrength('nexito 10', 'nexito-10-tablet'),
  brandStrength('vertin 16', 'vertin-16-tablet'),

  // Misspelt, as typed on a phone (36)
  misspeltBrand('dolo 65', 'dolo-650-tablet'),
  misspeltBrand('dolo650', 'dolo-650-tablet'),
  misspeltBrand('telma40', 'telma-40-tablet'),
  misspeltBrand('pan40', 'pan-40-tablet'),
  misspeltBrand('combiflame', 'combiflam-tablet'),
  misspeltBrand('augmantin', 'augmentin-625-duo-tablet'),
  misspeltBrand('crocine', 'crocin-650-advance-tablet', 'crocin-advance-tablet', 'crocin-pain-relief-tablet'),
  misspeltBrand('calpole', 'calpol-650-tablet', 'calpol-500-tablet', 'calpol-250-suspension'),
  misspeltBrand('zerodoll', 'zerodol-tablet', 'zerodol-p-tablet'),
  misspeltBrand('alegra', 'allegra-120-tablet', 'allegra-180-tablet'),
  misspeltBrand('montiar lc', 'montair-lc-tablet'),
  misspeltBrand('ecosprine', 'ecosprin-75-tablet', 'ecosprin-150-tablet'),
  misspeltBrand('shelcal 5oo', 'shelcal-500-tablet'),
  misspeltSalt('azithromicin', 'azithromycin'),
  misspeltSalt('pantaprazole', 'pantoprazole'),
  misspeltSalt('paracetmol', 'paracetamol'),
  misspeltSalt('paracitamol', 'paracetamol'),
  misspeltSalt('parasitamol', 'paracetamol'),
  misspeltSalt('amoxycilin', 'amoxycillin'),
  misspeltSalt('amoxicillin', 'amoxycillin'),
  misspeltSalt('cetrizine', 'cetirizine'),
  misspeltSalt('metformine', 'metformin'),
  misspeltSalt('glimiperide', 'glimepiride'),
  misspeltSalt('telmisartin', 'telmisartan'),
  misspeltSalt('amlodepine', 'amlodipine'),
  misspeltBrand('kalpol', 'calpol-650-tablet', 'calpol-500-tablet', 'calpol-250-suspension'),
  misspeltSalt('rabiprazole', 'rabeprazole'),
  misspeltSalt('sefixime', 'cefixime'),
  misspeltBrand('krocin', 'crocin-650-advance-tablet', 'crocin-advance-tablet', 'crocin-pain-relief-tablet'),
  misspeltSalt('levocetrizine', 'levocetirizine'),
  misspeltSalt('ibuprofin', 'ibuprofen'),
  misspeltBrand('zyzal', 'xyzal-tablet'),
  misspeltSalt('ciprofloxacine', 'ciprofloxacin'),
  misspeltSalt('prednisolon', 'prednisolone'),
  misspeltSalt('pregabaline', 'pregabalin'),
  misspeltSalt('clopidogril', 'clopidogrel'),

  // Salts (16)
  salt('paracetamol', 'paracetamol'),
  salt('azithromycin', 'azithromycin'),
  salt('pantoprazole', 'pantoprazole'),
  salt('metformin', 'metformin'),
  salt('cetirizine', 'cetirizine'),
  salt('montelukast levocetirizine', 'montelukast', 'levocetirizine'),
  salt('telmisartan', 'telmisartan'),
  salt('amlodipine', 'amlodipine'),
  salt('rosuvastatin', 'rosuvastatin'),
  salt('ondansetron', 'ondansetron'),
  salt('ibuprofen', 'ibuprofen'),
  salt('clopidogrel', 'clopidogrel'),
  salt('sitagliptin', 'sitagliptin'),
  salt('ursodeoxycholic acid', 'ursodeoxycholic acid'),
  salt('aceclofenac paracetamol', 'aceclofenac', 'paracetamol'),
  salt('pantoprazole domperidone', 'pantoprazole', 'domperidone'),

  // Salt and strength (16)
  saltStrength('paracetamol 650', '650 mg', 'paracetamol'),
  saltStrength('paracetamol 500 mg', '500 mg', 'paracetamol'),
  saltStrength('azithromycin 500', '500 mg', 'azithromycin'),
  saltStrength('pantoprazole 40', '40 mg', 'pantoprazole'),
  saltStrength('metformin 500', '500 mg', 'metformin'),
  saltStrength('metformin 1000', '1000 mg', 'metformin'),
  saltStrength('amlodipine 5 mg', '5 mg', 'amlodipine'),
  saltStrength('telmisartan 40', '40 mg', 'telmisartan'),
  saltStrength('atorvastatin 10', '10 mg', 'atorvastatin'),
  saltStrength('levocetirizine 5', '5 mg', 'levocetirizine'),
  saltStrength('ibuprofen 400', '400 mg', 'ibuprofen'),
  saltStrength('cefixime 200', '200 mg', 'cefixime'),
  saltStrength('amoxycillin 500', '500 mg', 'amoxycillin'),
  saltStrength('thyroxine 50', '50 mcg', 'thyroxine sodium'),
  saltStrength('glimepiride 2 mg', '2 mg', 'glimepiride'),
  saltStrength('ondansetron 4', '4 mg', 'ondansetron'),

  // The first letters of a brand, as typed in the header (18)
  prefix('augm', 'augmentin-625-duo-tablet'),
  prefix('combif', 'combiflam-tablet'),
  prefix('shelc', 'shelcal-500-tablet'),
  prefix('becos', 'becosules-capsule'),
  prefix('limc', 'limcee-chewable-tablet'),
  prefix('montai', 'montair-lc-tablet', 'montair-fx-tablet', 'montair-10-tablet'),
  prefix('pantoc', 'pantocid-40-tablet', 'pantocid-dsr-capsule'),
  prefix(
    'glycom',
    'glycomet-500-tablet',
    'glycomet-500-sr-tablet',
    'glycomet-sr-1000-tablet',
    'glycomet-gp-1-tablet',
    'glycomet-gp-2-tablet',
  ),
  prefix(
    'thyron',
    'thyronorm-12-5-mcg-tablet',
    'thyronorm-25-mcg-tablet',
    'thyronorm-50-mcg-tablet',
    'thyronorm-75-mcg-tablet',
    'thyronorm-88-mcg-tablet',
    'thyronorm-100-mcg-tablet',
    'thyronorm-125-mcg-tablet',
  ),
  prefix('ecosp', 'ecosprin-75-tablet', 'ecosprin-150-tablet', 'ecosprin-av-75-capsule', 'ecosprin-av-150-capsule'),
  prefix('crocin adv', 'crocin-advance-tablet', 'crocin-650-advance-tablet'),
  prefix('dolo 6', 'dolo-650-tablet'),
  prefix('calpol 5', 'calpol-500-tablet'),
  prefix('telma a', 'telma-am-tablet'),
  prefix('allegr', 'allegra-120-tablet', 'allegra-180-tablet'),
  prefix('electr', 'electral-powder-21-8-g'),
  prefix('neurob', 'neurobion-forte-tablet'),
  prefix('sensod', 'sensodyne-fresh-mint-toothpaste', 'sensodyne-rapid-relief-toothpaste'),

  // Hindi (14)
  hindi('बुखार की दवा', { categories: FEVER }),
  hindi('सिरदर्द की गोली', { categories: FEVER }),
  hindi('पैरासिटामोल', { salts: ['paracetamol'] }),
  hindi('पैरासिटामोल 650', { salts: ['paracetamol'], strength: '650 mg' }),
  hindi('खांसी की दवाई', {
    categories: ['cough-syrups', 'allergy-cold', 'asthma-respiratory'],
    slugs: ['dabur-honitus-cough-syrup'],
  }),
  hindi('शुगर की दवा', { categories: DIABETES }),
  hindi('एसिडिटी', { categories: ['acidity'] }),
  hindi('दस्त', { categories: ['diarrhoea-ors'] }),
  hindi('कब्ज', { categories: ['digestion-constipation'] }),
  hindi('एलर्जी की गोली', { categories: ['allergy-cold'] }),
  hindi('कैल्शियम', {
    categories: ['calcium-vitamin-d'],
    slugs: ['shelcal-500-tablet', 'cipcal-500-tablet', 'calcium-500-mg-vitamin-d3-250-iu-tablet'],
  }),
  hindi('आयरन की गोली', { categories: ['iron-folic'] }),
  hindi('थर्मामीटर', { slugs: THERMOMETERS }),
  hindi('दर्द की दवा', { categories: ['pain-relief', 'fever-headache', 'muscle-joint-pain'] }),
];
