/**
 * `/admin/inventory/import`: a catalogue CSV (DawaNow's columns or the Jan Aushadhi export) through the same
 * importer as `npm run catalog:import`. The file is checked first — a dry run that reports what would be added,
 * updated and left out, line by line — and written only when the administrator confirms that report.
 */
import { CATALOG_IMPORT_MAX_CHARS, type TCatalogImportReport } from '@dawanow/shared/admin-catalog';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useImportCatalog } from '../api';
import { FileInput } from '../components/file-input';

function LineList({ title, lines }: { title: string; lines: TCatalogImportReport['bad'] }) {
  if (lines.length === 0) return null;
  return (
    <div>
      <h3 className="font-medium text-slate-900">
        {title} ({lines.length})
      </h3>
      <ul className="mt-1 max-h-64 list-disc space-y-0.5 overflow-y-auto pl-6 text-sm text-slate-700">
        {lines.map((line) => (
          <li key={`${line.line}-${line.reason}`}>
            Line {line.line}: {line.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Report({ report }: { report: TCatalogImportReport }) {
  const format = report.format === 'janaushadhi' ? 'Jan Aushadhi export' : 'DawaNow format';
  return (
    <section aria-label="Import report" className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 className="text-lg font-semibold text-slate-900">
        {report.applied ? 'Imported' : 'Dry run: nothing has been written yet'}
      </h2>
      <p className="text-sm text-slate-700">
        {format}: {report.inserted} new, {report.updated} updated
        {report.recordedInactive > 0 ? `, ${report.recordedInactive} Schedule X/NDPS recorded as inactive` : ''}.
      </p>
      <LineList title="Bad lines, left out" lines={report.bad} />
      <LineList title="Skipped" lines={report.skipped} />
    </section>
  );
}

export function AdminCatalogImportPage() {
  const importer = useImportCatalog();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<TCatalogImportReport | null>(null);
  const [error, setError] = useState<string>();

  async function choose(chosen: File | null) {
    setReport(null);
    setError(undefined);
    setFile(null);
    if (!chosen) return;
    const text = await chosen.text();
    if (text.length > CATALOG_IMPORT_MAX_CHARS) {
      setError('The file can be at most 2 MB: split it and import the parts.');
      return;
    }
    setFile({ name: chosen.name, text });
  }

  function run(apply: boolean) {
    if (!file) return;
    setError(undefined);
    importer.mutate(
      { csv: file.text, apply },
      {
        onSuccess: (result) => {
          setReport(result);
          if (result.applied) {
            toast.success('Catalogue imported', {
              description: `${result.inserted} new, ${result.updated} updated.`,
            });
          }
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  const canConfirm = report !== null && !report.applied && report.inserted + report.updated > 0;
  return (
    <div className="space-y-4">
      <Link to="/admin/inventory" className="text-sm font-medium text-brand-800 underline">
        ← Catalogue
      </Link>
      <PageHeader
        title="Import products"
        description="A CSV in DawaNow's columns or the Jan Aushadhi export. Existing SKUs are updated; nothing is written until you confirm the dry run."
      />
      <FileInput label="CSV file (up to 2 MB)" accept=".csv,text/csv" onFile={choose} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => run(false)} disabled={!file || importer.isPending}>
          {importer.isPending && !canConfirm ? 'Checking…' : 'Check the file'}
        </Button>
        {canConfirm && (
          <Button onClick={() => run(true)} disabled={importer.isPending}>
            {importer.isPending ? 'Importing…' : `Import ${report.inserted + report.updated} products`}
          </Button>
        )}
      </div>
      {report && <Report report={report} />}
    </div>
  );
}
