/**
 * The admin panel's store applications (issue 15): the review queue and its CSV, the cities for its filter, and one
 * application with everything the applicant gave and what happened to it. Read only until issue 18 brings the
 * form and the review actions.
 */
import { toCsv } from '@dawanow/shared/csv';
import { formatIndianDateTime, indianToday } from '@dawanow/shared/dates';
import type { TAdminStoreApplicationReview } from '@dawanow/shared/store-application-steps';
import {
  ADMIN_STORE_APPLICATION_EXPORT_MAX_ROWS,
  STORE_APPLICATION_STATUS_LABELS,
  type TAdminStoreApplicationPage,
  type ZAdminStoreApplicationFilters,
  type ZAdminStoreApplicationQuery,
} from '@dawanow/shared/store-applications';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { decodeTimeCursor, keysetPage } from '../../db/keyset';
import { rowsForExport } from '../../lib/csv-reply';
import { AppError } from '../../lib/errors';
import { applicationFields, documentView } from '../store-applications/application-fields';
import type { StoreApplicationsRepository } from '../store-applications/store-applications.repository';
import type { AdminStoreApplicationsRepository } from './admin-store-applications.repository';

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function createAdminStoreApplicationsService(deps: {
  db: Db;
  repository: AdminStoreApplicationsRepository;
  /** The documents and the masked payout account, which the applicant's side keeps */
  files: Pick<StoreApplicationsRepository, 'documents' | 'bankAccount'>;
}) {
  const { db, repository, files } = deps;

  return {
    async list(query: z.output<typeof ZAdminStoreApplicationQuery>): Promise<TAdminStoreApplicationPage> {
      const { cursor, limit, sort, ...filter } = query;
      const rows = await repository.list(db, filter, { after: decodeTimeCursor(cursor), limit: limit + 1, sort });
      const { page, nextCursor } = keysetPage(rows, limit);
      return {
        applications: page.map(({ micros: _micros, submittedAt, createdAt, ...row }) => ({
          ...row,
          submittedAt: iso(submittedAt),
          createdAt: createdAt.toISOString(),
        })),
        nextCursor,
      };
    },

    async exportCsv(
      filter: z.output<typeof ZAdminStoreApplicationFilters>,
    ): Promise<{ csv: string; filename: string }> {
      const { sort, ...rest } = filter;
      const rows = await rowsForExport(
        ADMIN_STORE_APPLICATION_EXPORT_MAX_ROWS,
        'Too many applications match. Choose a state or a city.',
        (limit) => repository.list(db, rest, { after: null, limit, sort }),
      );
      const csv = toCsv(
        [
          'Submitted (IST)',
          'State',
          'Trade name',
          'Legal name',
          'GSTIN',
          'City',
          'Applicant',
          'Licences valid until',
          'Started (IST)',
        ],
        rows.map((row) => [
          row.submittedAt && formatIndianDateTime(row.submittedAt),
          STORE_APPLICATION_STATUS_LABELS[row.status],
          row.tradeName,
          row.legalName,
          row.gstin,
          row.city,
          row.applicantName,
          row.licenceValidUntil,
          formatIndianDateTime(row.createdAt),
        ]),
      );
      return { csv, filename: `store-applications-${indianToday()}.csv` };
    },

    cities: async () => ({ cities: await repository.cities(db) }),

    async detail(applicationId: string): Promise<TAdminStoreApplicationReview> {
      const found = await repository.find(db, applicationId);
      if (!found) throw new AppError('NOT_FOUND', 'There is no store application with this id.');
      const { application: row, applicant } = found;
      const [events, documents, bank] = await Promise.all([
        repository.events(db, applicationId),
        files.documents(db, applicationId),
        files.bankAccount(db, applicationId),
      ]);
      return {
        id: row.id,
        status: row.status,
        version: row.version,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        submittedAt: iso(row.submittedAt),
        decidedAt: iso(row.decidedAt),
        decisionNote: row.decisionNote,
        applicant,
        ...applicationFields(row),
        agreement: {
          version: row.agreementVersion,
          acceptedAt: iso(row.agreementAcceptedAt),
          ipAddress: row.agreementIpAddress,
        },
        events: events.map(({ at, ...event }) => ({ ...event, at: at.toISOString() })),
        documents: documents.map(documentView),
        bankAccount: bank && { destination: bank.destination, holderName: bank.holderName },
        storeId: row.storeId,
      };
    },
  };
}
export type AdminStoreApplicationsService = ReturnType<typeof createAdminStoreApplicationsService>;
