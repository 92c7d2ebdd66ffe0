/**
 * `/admin/inventory/import`: a catalogue CSV (DawaNow's columns or the Jan Aushadhi export) through the same
 * importer as `npm run catalog:import`. The file is checked first — a dry run that reports what would be added,
 * updated and left out, line by line — and written only when the administrator confirms that report.
 */
import { CATALOG_IMPORT_MAX_CHARS, type TCatalogImportReport } from '@dawanow/shared/admin-catalog';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/lib/toast';
import { useImportCatalog } from '../api';
import { FileInput } from '../components/file-input';

function LineList({ title, lines }: { title: string; lines: TCatalogImportReport['bad'] }) {
  const { t } = useAdminPanelText();
  if (lines.length === 0) return null;
  return (
    <div>
      <h3 className="font-medium text-slate-900">{t('catalog.lineList.title', { title, count: lines.length })}</h3>
      <ul className="mt-1 max-h-64 list-disc space-y-0.5 overflow-y-auto pl-6 text-sm text-slate-700">
        {lines.map((line) => (
          <li key={`${line.line}-${line.reason}`}>
            {t('catalog.lineList.line', { line: line.line, reason: line.reason })}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Report({ report }: { report: TCatalogImportReport }) {
  const { t } = useAdminPanelText();
  const format = report.format === 'janaushadhi' ? t('catalog.report.janAushadhi') : t('catalog.report.dawaNow');
  return (
    <section
      aria-label={t('catalog.report.importReport')}
      className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 className="text-lg font-semibold text-slate-900">
        {report.applied ? t('catalog.report.imported') : t('catalog.report.dryRun')}
      </h2>
      <p className="text-sm text-slate-700">
        {t(report.recordedInactive > 0 ? 'catalog.report.countsWithInactive' : 'catalog.report.counts', {
          format,
          inserted: report.inserted,
          updated: report.updated,
          inactive: report.recordedInactive,
        })}
      </p>
      <LineList title={t('catalog.report.badLinesLeftOut')} lines={report.bad} />
      <LineList title={t('catalog.report.skipped')} lines={report.skipped} />
    </section>
  );
}

export function AdminCatalogImportPage() {
  const { t } = useAdminPanelText();
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
      setError(t('catalog.catalogImportPage.tooLarge'));
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
            toast.success(t('catalog.catalogImportPage.catalogueImported'), {
              description: t('catalog.catalogImportPage.importedCounts', {
                inserted: result.inserted,
                updated: result.updated,
              }),
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
        {t('catalog.catalogImportPage.catalogue')}
      </Link>
      <PageHeader
        title={t('catalog.catalogImportPage.importProducts')}
        description={t('catalog.catalogImportPage.aCsvInDawanow')}
      />
      <FileInput label={t('catalog.catalogImportPage.csvFileUpTo')} accept=".csv,text/csv" onFile={choose} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => run(false)} disabled={!file || importer.isPending}>
          {importer.isPending && !canConfirm
            ? t('catalog.catalogImportPage.checking')
            : t('catalog.catalogImportPage.check')}
        </Button>
        {canConfirm && (
          <Button onClick={() => run(true)} disabled={importer.isPending}>
            {importer.isPending
              ? t('catalog.catalogImportPage.importing')
              : t('catalog.catalogImportPage.import', { count: report.inserted + report.updated })}
          </Button>
        )}
      </div>
      {report && <Report report={report} />}
    </div>
  );
}
