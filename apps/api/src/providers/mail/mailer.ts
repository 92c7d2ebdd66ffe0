/**
 * Outgoing e-mail (store invitations, unanswered-order alerts, expiry digests). Optional: without
 * `SMTP_URL` the app has no mailer and every feature that would mail still works in the app itself.
 */
export type MailMessage = {
  to: string;
  subject: string;
  /** Plain text is always sent: many pharmacy inboxes are read on basic phones */
  text: string;
  html?: string;
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};
