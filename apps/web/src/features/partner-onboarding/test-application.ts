/** A partner application as the API answers it, and a stand-in for the API the application form calls (tests only). */
import { gstinCheckCharacter } from '@dawanow/shared/india';
import type { TMyStoreApplication } from '@dawanow/shared/store-application-steps';
import { vi } from 'vitest';

export const GSTIN = `29AAAFR0001K1Z${gstinCheckCharacter('29AAAFR0001K1Z')}`;

/** A draft with its business step saved */
export const draft: TMyStoreApplication = {
  id: '6f1f7c52-2a7d-4d8e-9a53-3a3b1c0d2e4f',
  status: 'draft',
  submittedAt: null,
  decidedAt: null,
  decisionNote: null,
  business: {
    businessType: 'partnership',
    legalName: 'Rao and Sons Pharma',
    tradeName: 'Rao Medicals',
    pan: 'AAAFR0001K',
    gstin: GSTIN,
    phone: '+918041234567',
    email: 'rao@example.in',
  },
  premises: {
    addressLine1: null,
    addressLine2: null,
    locality: null,
    city: null,
    state: null,
    postalCode: null,
    latitude: null,
    longitude: null,
    weeklyHours: null,
  },
  licences: [
    { form: '20', number: null, validUntil: null },
    { form: '21', number: null, validUntil: null },
  ],
  pharmacist: { name: null, registrationNumber: null },
  events: [],
  documents: [],
  bankAccount: null,
  completedSteps: ['business'],
  agreement: null,
  fieldNotes: {},
  storeId: null,
};

/** The steps' saves as sent (address and JSON body), and what the next save is answered */
export const api: { saved: { url: string; body: unknown }[]; answer: { status: number; body: unknown } } = {
  saved: [],
  answer: { status: 200, body: draft },
};

/**
 * Answers the application read with `application`, records each step's save and answers it with `api.answer`;
 * `more` answers any other address it knows.
 */
export function stubApi(application: TMyStoreApplication | null, more: (url: string) => Response | null = () => null) {
  api.saved = [];
  api.answer = { status: 200, body: draft };
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (input === '/api/store-applications/mine') return Response.json({ application });
    const other = more(input);
    if (other) return other;
    if (init?.method === 'PUT') {
      api.saved.push({ url: input, body: JSON.parse(String(init.body)) });
      return Response.json(api.answer.body, { status: api.answer.status });
    }
    return Response.json({ error: { code: 'NOT_FOUND', message: `No stub for ${input}` } }, { status: 404 });
  });
}
