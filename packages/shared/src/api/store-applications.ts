/** Issue 18: a pharmacy's own partner application, filled step by step and submitted for review. */
import { z } from 'zod';
import { ZApiError } from '../errors';
import {
  ZBankStep,
  ZBusinessStep,
  ZLicencesStep,
  ZMyStoreApplication,
  ZMyStoreApplicationAnswer,
  ZPremisesStep,
  ZStoreApplicationDocumentParams,
  ZSubmitApplication,
} from '../store-application-steps';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

const tags = ['partner-onboarding'];

/** Saving a step: the draft is started by the first save, so every step answers with the whole application. */
function step<const P extends string, const B extends z.ZodType>(path: P, body: B, summary: string) {
  return endpoint({
    method: 'PUT',
    path: `/store-applications/mine/${path}`,
    access: access.signedIn,
    tags,
    summary,
    body,
    responses: { 200: ZMyStoreApplication, ...ERROR_RESPONSES },
  });
}

export const storeApplicationsApi = {
  mine: endpoint({
    method: 'GET',
    path: '/store-applications/mine',
    access: access.signedIn,
    tags,
    summary: 'Your partner application (the latest, decided or not), or null before you start one',
    responses: { 200: ZMyStoreApplicationAnswer, 401: ZApiError },
  }),
  saveBusiness: step(
    'business',
    ZBusinessStep,
    'Saves the business step (starting the application): PAN and its business type, GSTIN and its PAN',
  ),
  savePremises: step('premises', ZPremisesStep, 'Saves the premises: address, map pin and opening hours in IST'),
  saveLicences: step(
    'licences',
    ZLicencesStep,
    'Saves the drug licences (valid 30 days or more) and the registered pharmacist',
  ),
  saveBankAccount: step('bank-account', ZBankStep, 'Saves the payout account, sealed; only its masked form is shown'),
  uploadDocument: endpoint({
    method: 'PUT',
    path: '/store-applications/mine/documents/:kind',
    access: access.signedIn,
    tags,
    summary: 'Uploads one document (PDF, JPEG, PNG or WebP by content, at most 10 MB), replacing the one before',
    params: ZStoreApplicationDocumentParams,
    responses: { 200: ZMyStoreApplication, ...ERROR_RESPONSES, 413: ZApiError, 415: ZApiError },
  }),
  document: endpoint({
    method: 'GET',
    path: '/store-applications/mine/documents/:kind',
    access: access.signedIn,
    tags,
    summary: 'One of your application’s documents, as uploaded (images re-encoded)',
    params: ZStoreApplicationDocumentParams,
    responses: { 200: z.any(), ...ERROR_RESPONSES },
  }),
  submit: endpoint({
    method: 'POST',
    path: '/store-applications/mine/submit',
    access: access.signedIn,
    tags,
    summary:
      'Accepts the Pharmacy Partner Agreement (version, time and IP kept) and submits, or resubmits after changes',
    body: ZSubmitApplication,
    responses: { 200: ZMyStoreApplication, ...ERROR_RESPONSES },
  }),
};
