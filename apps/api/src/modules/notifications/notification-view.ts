/** A notification row as both lists answer it (the store panel's centre, a person's inbox): times as ISO strings. */
type NotificationRowFields = {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: Date;
  readAt: Date | null;
};

export function notificationView<TKind extends string>(row: NotificationRowFields) {
  return {
    id: row.id,
    // The table's check admits only the shared kinds.
    kind: row.kind as TKind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
