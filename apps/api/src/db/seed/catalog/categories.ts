/**
 * The category tree. The first twelve top-level rows came with the foundation; this adds the
 * subcategories and the top-level categories the catalogue needs. Icons are lucide names.
 */
export type SeedCategory = {
  slug: string;
  name: string;
  description: string;
  icon: string;
  parent?: string;
};

export const seedCategoryTree = [
  // Top level (after the foundation's twelve)
  {
    slug: 'anti-infectives',
    name: 'Antibiotics & Anti-infectives',
    description: 'Antibiotics, antifungals, antivirals and antimalarials on prescription',
    icon: 'shield-plus',
  },
  {
    slug: 'neuro-care',
    name: 'Brain & Nerve Care',
    description: 'Medicines for anxiety, sleep, epilepsy, migraine and nerve pain',
    icon: 'brain',
  },
  {
    slug: 'thyroid-hormones',
    name: 'Thyroid & Hormones',
    description: 'Thyroid, steroid and hormone medicines',
    icon: 'flask-conical',
  },
  {
    slug: 'womens-health',
    name: "Women's Health",
    description: 'Period care, pregnancy, PCOS and menopause',
    icon: 'flower',
  },
  { slug: 'eye-ear-care', name: 'Eye & Ear Care', description: 'Eye drops, lubricants and ear drops', icon: 'eye' },
  {
    slug: 'personal-care',
    name: 'Personal Care',
    description: 'Oral care, hair care and hygiene essentials',
    icon: 'smile',
  },
  // Subcategories
  {
    slug: 'fever-headache',
    name: 'Fever & Headache',
    description: 'Paracetamol and everyday painkillers',
    icon: 'thermometer',
    parent: 'pain-relief',
  },
  {
    slug: 'muscle-joint-pain',
    name: 'Muscle & Joint Pain',
    description: 'Pain-relief gels, sprays and anti-inflammatories',
    icon: 'bone',
    parent: 'pain-relief',
  },
  {
    slug: 'cough-syrups',
    name: 'Cough Syrups & Lozenges',
    description: 'Dry and wet cough syrups and throat lozenges',
    icon: 'cup-soda',
    parent: 'cold-and-cough',
  },
  {
    slug: 'allergy-cold',
    name: 'Allergy & Cold',
    description: 'Antihistamines, decongestants and nasal sprays',
    icon: 'flower-2',
    parent: 'cold-and-cough',
  },
  {
    slug: 'asthma-respiratory',
    name: 'Asthma & Breathing',
    description: 'Inhalers, respules and bronchodilators',
    icon: 'wind',
    parent: 'cold-and-cough',
  },
  {
    slug: 'oral-antidiabetics',
    name: 'Diabetes Tablets',
    description: 'Metformin, gliptins, sulfonylureas and SGLT2 inhibitors',
    icon: 'pill',
    parent: 'diabetes-care',
  },
  {
    slug: 'insulin',
    name: 'Insulin',
    description: 'Insulin vials, cartridges and pens (cold chain)',
    icon: 'syringe',
    parent: 'diabetes-care',
  },
  {
    slug: 'glucose-monitoring',
    name: 'Glucometers & Strips',
    description: 'Glucometers, test strips and lancets',
    icon: 'droplet',
    parent: 'diabetes-care',
  },
  {
    slug: 'blood-pressure',
    name: 'Blood Pressure',
    description: 'Medicines for high blood pressure',
    icon: 'gauge',
    parent: 'heart-care',
  },
  {
    slug: 'cholesterol',
    name: 'Cholesterol',
    description: 'Statins and other lipid-lowering medicines',
    icon: 'heart',
    parent: 'heart-care',
  },
  {
    slug: 'blood-thinners',
    name: 'Blood Thinners & Cardiac',
    description: 'Antiplatelets, anticoagulants and angina medicines',
    icon: 'heart-pulse',
    parent: 'heart-care',
  },
  {
    slug: 'acidity',
    name: 'Acidity & Ulcers',
    description: 'Antacids, PPIs and H2 blockers',
    icon: 'flame',
    parent: 'stomach-care',
  },
  {
    slug: 'digestion-constipation',
    name: 'Digestion & Constipation',
    description: 'Digestives, laxatives and probiotics',
    icon: 'apple',
    parent: 'stomach-care',
  },
  {
    slug: 'diarrhoea-ors',
    name: 'Diarrhoea, Vomiting & ORS',
    description: 'ORS, antidiarrhoeals and antiemetics',
    icon: 'glass-water',
    parent: 'stomach-care',
  },
  {
    slug: 'multivitamins',
    name: 'Multivitamins',
    description: 'Daily multivitamins and B-complex',
    icon: 'sparkles',
    parent: 'vitamins-supplements',
  },
  {
    slug: 'calcium-vitamin-d',
    name: 'Calcium & Vitamin D',
    description: 'Bone health: calcium, vitamin D3 and K2',
    icon: 'sun',
    parent: 'vitamins-supplements',
  },
  {
    slug: 'iron-folic',
    name: 'Iron & Folic Acid',
    description: 'Iron, folic acid and B12 for anaemia',
    icon: 'droplets',
    parent: 'vitamins-supplements',
  },
  {
    slug: 'nutrition-drinks',
    name: 'Protein & Nutrition',
    description: 'Health drinks, protein and nutrition powders',
    icon: 'milk',
    parent: 'vitamins-supplements',
  },
  {
    slug: 'skin-infections',
    name: 'Skin Infections',
    description: 'Antifungal and antibacterial creams',
    icon: 'bug',
    parent: 'skin-care',
  },
  {
    slug: 'skin-moisturisers',
    name: 'Moisturisers & Sunscreens',
    description: 'Moisturisers, sunscreens and skin repair',
    icon: 'sun-medium',
    parent: 'skin-care',
  },
  {
    slug: 'baby-hygiene',
    name: 'Diapers & Wipes',
    description: 'Diapers, wipes and rash creams',
    icon: 'baby',
    parent: 'baby-care',
  },
  {
    slug: 'baby-nutrition',
    name: 'Baby Nutrition',
    description: 'Infant formula and cereals',
    icon: 'milk',
    parent: 'baby-care',
  },
  {
    slug: 'oral-care',
    name: 'Oral Care',
    description: 'Toothpastes, mouthwashes and sensitivity care',
    icon: 'smile',
    parent: 'personal-care',
  },
  {
    slug: 'hair-care',
    name: 'Hair Care',
    description: 'Anti-dandruff and hair-fall care',
    icon: 'scissors',
    parent: 'personal-care',
  },
  {
    slug: 'hygiene',
    name: 'Hygiene & Sanitisers',
    description: 'Sanitisers, handwash and intimate hygiene',
    icon: 'spray-can',
    parent: 'personal-care',
  },
] as const satisfies readonly SeedCategory[];
