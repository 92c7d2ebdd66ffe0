/**
 * Issue 18: "each state change notifies the applicant (in-app, and e-mail where SMTP_URL is set)". The in-app half
 * for the applicant's own submissions and the reviewer's decisions alike: one message in their inbox, written in
 * the transaction that changes the application, keyed by the version it changed so a retried call tells them once.
 */
import type { TUserNotificationKind } from '@dawanow/shared/user-notifications';
import type { Executor } from '../../db/client';
import type { Notifier } from '../notifications/notifier';

/** Where the applicant sees where their application stands (the web app's status page) */
export const APPLICATION_STATUS_PATH = '/pharmacy-partner/status';

export type ApplicantNotice = { kind: TUserNotificationKind; title: string; body: string };

export async function tellApplicant(
  notifier: Pick<Notifier, 'notifyUser'>,
  tx: Executor,
  application: { id: string; applicantUserId: string; version: number },
  notice: ApplicantNotice,
): Promise<void> {
  await notifier.notifyUser(tx, {
    userId: application.applicantUserId,
    ...notice,
    link: APPLICATION_STATUS_PATH,
    // The version the change was made on: each change of the application has its own
    dedupeKey: `store_application:${application.id}:${application.version}`,
    data: { applicationId: application.id },
  });
}
