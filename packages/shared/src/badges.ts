/** SPEC §2: count badges are capped — "99+" in the header, "9+" in the mobile tab bar. */
export function formatBadgeCount(count: number, cap: number): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  const whole = Math.floor(count);
  return whole > cap ? `${cap}+` : String(whole);
}
