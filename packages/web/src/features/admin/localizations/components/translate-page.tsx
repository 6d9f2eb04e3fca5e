import type { TranslationLine } from '@tonearm/shared/localization/localization.schemas';
import {
  isPluralLine,
  lineProblem,
  type LineProblem,
} from '@tonearm/shared/localization/line-rules';
import { useMemo, useState } from 'react';
import { Checkbox, Input, Label, SearchField, TextArea, TextField } from 'react-aria-components';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { AdminPageHeader } from '@/components/ui/admin-page-header';
import { isApiError } from '@/lib/api-client';
import { useTrans } from '@/lib/i18n';
import { useSaveTranslationLines, useTranslationLines } from '../api/localizations-api';
import { localizationPaths } from '../localization-paths';
import { TranslationProgress } from './translation-progress';

/** Lines shown at a time: the app has ~1,200 and each is an editable field. */
export const LINES_PER_PAGE = 50;

/**
 * `/admin/localizations/{localeId}/translate`: every line of the app beside its
 * English source; search, "untranslated only", edit in place, and save only what changed.
 */
export function TranslatePage({ localeId }: { localeId: number }) {
  const t = useTrans();
  const query = useTranslationLines(localeId);
  if (query.isPending) return <p className="text-muted">{t('Loading…')}</p>;
  if (query.isError || !query.data)
    return <p className="text-danger">{t('This page could not be loaded.')}</p>;
  return (
    <TranslateEditor
      localeId={localeId}
      name={query.data.localization.name}
      language={query.data.localization.language}
      pluralCategories={query.data.plural_categories}
      lines={query.data.lines}
    />
  );
}

interface TranslateEditorProps {
  localeId: number;
  name: string;
  language: string;
  pluralCategories: string[];
  lines: TranslationLine[];
}

function TranslateEditor({
  localeId,
  name,
  language,
  pluralCategories,
  lines,
}: TranslateEditorProps) {
  const t = useTrans();
  const save = useSaveTranslationLines(localeId);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const [untranslatedOnly, setUntranslatedOnly] = useState(false);
  const [page, setPage] = useState(0);

  const saved = useMemo(() => new Map(lines.map((line) => [line.key, line.value])), [lines]);
  const valueOf = (key: string) => edits[key] ?? saved.get(key) ?? '';
  const changed = Object.keys(edits).filter((key) => edits[key] !== saved.get(key));
  const problems = useMemo(() => {
    const found: Record<string, LineProblem> = {};
    for (const [key, value] of Object.entries(edits)) {
      const problem = lineProblem(key, value, language);
      if (problem) found[key] = problem;
    }
    return found;
  }, [edits, language]);
  const translatedCount = lines.filter((line) => valueOf(line.key) !== '').length;

  const visible = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return lines.filter((line) => {
      // "Untranslated only" keeps a line being typed in until the filter changes.
      if (untranslatedOnly && line.value !== '') return false;
      if (!needle) return true;
      return (
        line.key.toLowerCase().includes(needle) ||
        (edits[line.key] ?? line.value).toLowerCase().includes(needle)
      );
    });
  }, [lines, search, untranslatedOnly, edits]);
  const pageCount = Math.max(1, Math.ceil(visible.length / LINES_PER_PAGE));
  const currentPage = Math.min(page, pageCount - 1);
  const shown = visible.slice(currentPage * LINES_PER_PAGE, (currentPage + 1) * LINES_PER_PAGE);

  const handleSave = () => {
    const payload = Object.fromEntries(changed.map((key) => [key, edits[key]!]));
    save.mutate(payload, {
      onSuccess: () => {
        toast.positive(t('Translations saved'));
        setServerErrors({});
        // The saved lines come back with the refetch; what was typed since stays an edit.
        setEdits((current) =>
          Object.fromEntries(
            Object.entries(current).filter(([key, value]) => payload[key] !== value),
          ),
        );
      },
      onError: (error) => {
        const errors = isApiError(error) ? error.response?.data?.errors : undefined;
        if (!errors) {
          toast.danger(t('There was an issue. Please try again.'));
          return;
        }
        setServerErrors(
          Object.fromEntries(
            Object.entries(errors).map(([field, messages]) => [
              field.replace(/^lines\./, ''),
              Array.isArray(messages) ? (messages[0] ?? '') : String(messages),
            ]),
          ),
        );
        toast.danger(t('Fix the highlighted lines to save'));
      },
    });
  };

  const problemCount = Object.keys(problems).length;
  return (
    <div>
      <AdminPageHeader
        title={t('Translate :name', { name })}
        breadcrumbs={[
          { label: t('Localizations'), to: localizationPaths.list() },
          { label: name, to: localizationPaths.translate(localeId) },
        ]}
        actions={<TranslationProgress translated={translatedCount} total={lines.length} />}
      />
      <div className="mb-4 flex flex-wrap items-center gap-4">
        <SearchField
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(0);
          }}
          aria-label={t('Search lines')}
          className="min-w-64 flex-1"
        >
          <Input
            placeholder={t('Search lines')}
            className="h-10 w-full rounded-lg border border-divider bg-bg px-3 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/25"
          />
        </SearchField>
        <Checkbox
          isSelected={untranslatedOnly}
          onChange={(selected) => {
            setUntranslatedOnly(selected);
            setPage(0);
          }}
          className="group flex cursor-pointer items-center gap-2 text-sm"
        >
          <span
            aria-hidden
            className="flex size-5 items-center justify-center rounded border border-divider group-data-[selected]:border-primary group-data-[selected]:bg-primary group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-primary/50"
          >
            <svg
              viewBox="0 0 12 10"
              className="hidden size-3 fill-none stroke-on-primary stroke-2 group-data-[selected]:block"
            >
              <polyline points="1 5 4.5 8.5 11 1" />
            </svg>
          </span>
          {t('Untranslated only')}
        </Checkbox>
        <span className="text-sm text-muted" aria-live="polite">
          {t.choice(':count line|:count lines', visible.length)}
        </span>
      </div>

      {pluralCategories.length > 1 ? (
        <p className="mb-4 text-sm text-muted">
          {t(
            'Plural lines need one form per plural category, separated by a vertical bar: :categories.',
            {
              categories: pluralCategories.join(' | '),
            },
          )}
        </p>
      ) : null}

      {shown.length === 0 ? (
        <p className="rounded-lg border border-divider p-6 text-center text-muted">
          {t('No lines match.')}
        </p>
      ) : (
        <ol
          className="divide-y divide-divider rounded-lg border border-divider"
          data-testid="translation-lines"
        >
          {shown.map((line) => {
            const value = valueOf(line.key);
            const problem = problems[line.key];
            const error =
              (problem ? t(problem.message, problem.values) : undefined) ?? serverErrors[line.key];
            return (
              <li key={line.key} className="grid gap-2 p-3 md:grid-cols-2 md:gap-4">
                <div className="min-w-0 text-sm">
                  <p lang="en" className="break-words">
                    {line.key}
                  </p>
                  {isPluralLine(line.key) ? (
                    <p className="mt-1 text-xs text-muted">
                      {t('Plural: :categories', { categories: pluralCategories.join(' | ') })}
                    </p>
                  ) : null}
                </div>
                <TextField
                  value={value}
                  onChange={(next) => setEdits((current) => ({ ...current, [line.key]: next }))}
                  isInvalid={!!error}
                  className="flex flex-col gap-1"
                >
                  <Label className="sr-only">
                    {t('Translation of “:line”', { line: line.key })}
                  </Label>
                  <TextArea
                    lang={language}
                    rows={Math.min(
                      4,
                      Math.max(1, Math.ceil(Math.max(value.length, line.key.length) / 60)),
                    )}
                    placeholder={t('Untranslated: shows in English')}
                    className="w-full resize-y rounded-lg border border-divider bg-bg px-3 py-2 text-sm outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/25 data-[invalid]:border-danger"
                  />
                  {error ? (
                    <span role="alert" className="text-xs text-danger">
                      {error}
                    </span>
                  ) : null}
                </TextField>
              </li>
            );
          })}
        </ol>
      )}

      {pageCount > 1 ? (
        <nav className="mt-4 flex items-center justify-between gap-2" aria-label={t('Pages')}>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={currentPage === 0}
            onPress={() => setPage(currentPage - 1)}
          >
            {t('Previous page')}
          </Button>
          <span className="text-sm text-muted">
            {t('Page :page of :pages', { page: currentPage + 1, pages: pageCount })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={currentPage >= pageCount - 1}
            onPress={() => setPage(currentPage + 1)}
          >
            {t('Next page')}
          </Button>
        </nav>
      ) : null}

      <div className="sticky bottom-0 z-20 -mx-1 mt-4 border-t border-divider bg-bg/95 backdrop-blur">
        <div className="flex flex-wrap items-center justify-end gap-3 px-1 py-3">
          <span className="text-sm text-muted" aria-live="polite">
            {problemCount
              ? t('Fix the highlighted lines to save')
              : t.choice(':count unsaved line|:count unsaved lines', changed.length)}
          </span>
          <Button
            variant="secondary"
            isDisabled={changed.length === 0 || save.isPending}
            onPress={() => {
              setEdits({});
              setServerErrors({});
            }}
          >
            {t('Discard')}
          </Button>
          <Button
            isDisabled={changed.length === 0 || problemCount > 0 || save.isPending}
            onPress={handleSave}
          >
            {t('Save')}
          </Button>
        </div>
      </div>
    </div>
  );
}
