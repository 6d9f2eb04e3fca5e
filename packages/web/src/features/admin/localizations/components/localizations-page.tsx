import type { Localization } from '@tonearm/shared/localization/localization.schemas';
import { Languages, Pencil, Star, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Link } from 'react-router';
import { confirmDanger } from '@/components/ui/modal/confirm-dialog';
import { openDialog } from '@/components/ui/modal/modal-store';
import { toast } from '@/components/ui/toast/toast-store';
import type { ColumnDef } from '@/components/data-table/data-table-types';
import {
  dateColumn,
  linkedNameColumn,
  sortableColumn,
} from '@/features/admin/catalog/components/table-columns';
import { AdminListPage } from '@/features/admin/shell/admin-list-page';
import { useTrans } from '@/lib/i18n';
import { useDeleteLocalization, useMakeDefaultLocalization } from '../api/localizations-api';
import { localizationKeys, localizationPaths } from '../localization-paths';
import { NewLocalizationDialog, RenameLocalizationDialog } from './localization-dialog';
import { TranslationProgress } from './translation-progress';

const ICON_BUTTON =
  'inline-flex size-8 items-center justify-center rounded-full text-muted outline-none transition hover:bg-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-primary/50 data-[disabled]:opacity-40';

/** `/admin/localizations` (localizations.update): the site's languages. */
export function LocalizationsPage() {
  const t = useTrans();
  const remove = useDeleteLocalization();
  const makeDefault = useMakeDefaultLocalization();

  const columns = useMemo<ColumnDef<Localization>[]>(() => {
    const rename = (localization: Localization) =>
      void openDialog(
        (close) => <RenameLocalizationDialog localization={localization} close={close} />,
        { label: t('Rename language') },
      );
    const handleDelete = async (localization: Localization) => {
      const confirmed = await confirmDanger({
        title: t('Delete language'),
        message: t('Delete “:name” and its translations? Its users see the default language.', {
          name: localization.name,
        }),
        confirmLabel: t('Delete'),
        testId: 'delete-language-dialog',
      });
      if (!confirmed) return;
      remove.mutate(localization.id, { onSuccess: () => toast.positive(t('Language deleted')) });
    };
    const handleMakeDefault = (localization: Localization) =>
      makeDefault.mutate(localization.id, {
        onSuccess: () => toast.positive(t('Default language changed')),
      });
    return [
      linkedNameColumn('name', t('Name'), {
        to: (localization) => localizationPaths.translate(localization.id),
        badges: (localization) =>
          localization.is_default ? (
            <span className="rounded-full bg-primary/15 px-2 py-0.5 text-xs font-medium text-primary">
              {t('Default')}
            </span>
          ) : null,
      }),
      sortableColumn('language', t('Code'), (language: string) => (
        <code className="text-sm">{language}</code>
      )),
      {
        id: 'progress',
        header: t('Translated'),
        meta: {
          label: t('Translated'),
          csv: (row: Localization) => `${row.translated_lines}/${row.total_lines}`,
        },
        cell: ({ row }) => (
          <TranslationProgress
            translated={row.original.translated_lines}
            total={row.original.total_lines}
          />
        ),
      },
      dateColumn('updated_at', t('Last updated'), { wrap: true }),
      {
        id: 'actions',
        header: '',
        enableHiding: false,
        meta: { label: t('Actions'), csv: () => '' },
        cell: ({ row }) => {
          const localization = row.original;
          return (
            <span className="flex items-center justify-end gap-0.5">
              <Link
                to={localizationPaths.translate(localization.id)}
                aria-label={t('Translate :name', { name: localization.name })}
                title={t('Translate')}
                className={ICON_BUTTON}
              >
                <Languages className="size-4" aria-hidden />
              </Link>
              <AriaButton
                className={ICON_BUTTON}
                aria-label={t('Rename :name', { name: localization.name })}
                onPress={() => rename(localization)}
              >
                <Pencil className="size-4" aria-hidden />
              </AriaButton>
              <AriaButton
                className={ICON_BUTTON}
                aria-label={t('Make :name the default language', { name: localization.name })}
                isDisabled={localization.is_default}
                onPress={() => handleMakeDefault(localization)}
              >
                <Star className="size-4" aria-hidden />
              </AriaButton>
              <AriaButton
                className={ICON_BUTTON}
                aria-label={t('Delete :name', { name: localization.name })}
                isDisabled={!localization.deletable}
                onPress={() => void handleDelete(localization)}
              >
                <Trash2 className="size-4" aria-hidden />
              </AriaButton>
            </span>
          );
        },
      },
    ];
    // The mutations' identities do not matter to the columns; `t` does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t]);

  return (
    <AdminListPage<Localization>
      title={t('Localizations')}
      endpoint="localizations"
      queryKey={localizationKeys.all}
      columns={columns}
      searchLabel={t('Search languages')}
      defaultOrderBy="name"
      defaultOrderDir="asc"
      create={{
        label: t('New language'),
        onPress: () =>
          void openDialog((close) => <NewLocalizationDialog close={close} />, {
            label: t('New language'),
          }),
      }}
      emptyMessage={{ title: t('No languages found'), description: t('Try another search.') }}
    />
  );
}
