/**
 * Loads the page afresh: the error screen's "Reload Application" and the new version's "Reload". One function so
 * that tests can watch it (a browser's `location.reload` cannot be replaced in a test's window).
 */
export function reloadPage(): void {
  window.location.reload();
}
