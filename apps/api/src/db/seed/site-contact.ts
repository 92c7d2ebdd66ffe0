import type { TSiteContact } from '@dawanow/shared/site';

/** Contact details shown in the footer and on /contact; stored as a setting so admins can change them. */
export const seedSiteContact: TSiteContact = {
  companyName: 'DawaNow Health Technologies Private Limited',
  addressLines: ['4th Floor, Residency Chambers', '14 Residency Road', 'Bengaluru, Karnataka 560025'],
  phone: '+91 80 4718 2200',
  email: 'support@dawanow.in',
  grievanceOfficer: { name: 'Ananya Rao', email: 'grievance@dawanow.in' },
  socialLinks: [
    { network: 'facebook', url: 'https://www.facebook.com/dawanow' },
    { network: 'instagram', url: 'https://www.instagram.com/dawanow' },
    { network: 'x', url: 'https://x.com/dawanow' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/dawanow' },
  ],
  // SPEC §2: contact page business hours
  businessHours: [
    { days: 'Monday – Friday', hours: '9 AM – 8 PM' },
    { days: 'Saturday', hours: '10 AM – 6 PM' },
    { days: 'Sunday', hours: '10 AM – 4 PM' },
  ],
};
