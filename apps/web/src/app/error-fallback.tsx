import { AlertOctagon } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCommonText } from '@/lib/i18n/common-text';
import { reloadPage } from '@/lib/reload-page';

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return `${error.name}: ${error.message}${error.stack ? `\n\n${error.stack}` : ''}`;
  return String(error);
}

/** SPEC §2: "Something went wrong", technical details and "Reload Application". */
export function ErrorFallback({ error }: { error: unknown }) {
  // Never waits for Hindi strings: English stands in while they load (or when loading them is what failed)
  const { t } = useCommonText({ useSuspense: false });
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <div
        role="alert"
        className="w-full max-w-lg rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
      >
        <AlertOctagon className="mx-auto h-12 w-12 text-red-700" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold">{t('errorFallback.title')}</h1>
        <p className="mt-2 text-slate-700">{t('errorFallback.body')}</p>
        <details className="mt-4 text-left">
          <summary className="cursor-pointer text-sm font-medium text-slate-800">
            {t('errorFallback.technicalDetails')}
          </summary>
          <pre className="mt-2 max-h-48 overflow-auto rounded-lg bg-slate-100 p-3 text-xs whitespace-pre-wrap text-slate-800">
            {describeError(error)}
          </pre>
        </details>
        <Button className="mt-5 w-full" size="lg" onClick={reloadPage}>
          {t('errorFallback.reload')}
        </Button>
      </div>
    </main>
  );
}

/** For errors thrown while rendering a route. */
export function RouteErrorFallback() {
  return <ErrorFallback error={useRouteError()} />;
}

/** For errors outside the router (providers); React only catches render errors in class components. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorFallback error={this.state.error} /> : this.props.children;
  }
}
