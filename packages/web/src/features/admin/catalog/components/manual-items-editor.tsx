import type { AdminChannelItem } from '@tonearm/shared/catalog-admin/catalog-admin.schemas';
import type { ChannelContentType } from '@tonearm/shared/catalog/catalog.schemas';
import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { SearchInput } from '@/components/admin-kit/search-input';
import { MoveButtons, ROW_BUTTON_CLASS, RowButton } from '@/components/ui/row-buttons';
import { DragHandle, moveItem, SortableList, useSortableItem } from '@/components/ui/sortable-list';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useTrans } from '@/lib/i18n';
import { searchChannelItems } from '../api/catalog-admin-api';
import { CONTENT_TYPE_LABELS } from './channel-labels';

/**
 * A channel's hand-ordered list: search items of the content type and add them; drag a row
 * (or focus its handle and use Space and the arrow keys, or the move buttons) to reorder;
 * remove.
 */
export function ManualItemsEditor({
  contentType,
  items,
  onChange,
  errorMessage,
}: {
  contentType: ChannelContentType;
  items: AdminChannelItem[];
  onChange: (items: AdminChannelItem[]) => void;
  errorMessage?: string | undefined;
}) {
  const t = useTrans();
  const headingId = useId();
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), 250);
  const results = useQuery({
    queryKey: ['admin', 'catalog', 'item-search', contentType, search],
    queryFn: () => searchChannelItems(contentType, search),
    enabled: search.length > 0,
  });
  const chosen = new Set(items.map((item) => item.id));
  const move = (from: number, to: number) => onChange(moveItem(items, from, to));

  return (
    <section className="flex flex-col gap-3" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-medium">
        {t('Items')}
      </h3>
      <div className="relative">
        <SearchInput
          label={t('Search items to add')}
          placeholder={t('Search :type to add…', {
            type: t(CONTENT_TYPE_LABELS[contentType]).toLowerCase(),
          })}
          value={query}
          onChange={setQuery}
        />
        {search && results.data ? (
          <ul
            className="mt-1 max-h-64 overflow-y-auto rounded-lg border border-divider bg-bg shadow-lg"
            aria-label={t('Search results')}
            data-testid="item-search-results"
          >
            {results.data.length === 0 ? (
              <li className="px-3 py-2 text-sm text-muted">{t('Nothing found')}</li>
            ) : (
              results.data.map((item) => (
                <li key={item.id} className="flex items-center gap-3 px-3 py-1.5">
                  <Thumb image={item.image} />
                  <span className="min-w-0 flex-1 truncate text-sm">{item.name}</span>
                  <button
                    type="button"
                    className={ROW_BUTTON_CLASS}
                    aria-label={t('Add “:name”', { name: item.name })}
                    disabled={chosen.has(item.id)}
                    onClick={() => onChange([...items, item])}
                  >
                    <Plus className="size-4" />
                  </button>
                </li>
              ))
            )}
          </ul>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-divider px-3 py-6 text-center text-sm text-muted">
          {t('No items yet: search above to add some.')}
        </p>
      ) : (
        <SortableList ids={items.map((item) => item.id)} onMove={move}>
          <ol
            className="flex flex-col gap-1"
            aria-label={t('Channel items')}
            data-testid="channel-items"
          >
            {items.map((item, index) => (
              <SortableItem
                key={item.id}
                item={item}
                index={index}
                count={items.length}
                onMove={move}
                onRemove={() => onChange(items.filter((other) => other.id !== item.id))}
              />
            ))}
          </ol>
        </SortableList>
      )}
      {errorMessage ? (
        <p className="text-sm text-danger" role="alert">
          {errorMessage}
        </p>
      ) : null}
    </section>
  );
}

function Thumb({ image }: { image: string | null }) {
  return image ? (
    <img src={image} alt="" className="size-8 shrink-0 rounded object-cover" />
  ) : (
    <span aria-hidden className="size-8 shrink-0 rounded bg-bg-alt" />
  );
}

function SortableItem({
  item,
  index,
  count,
  onMove,
  onRemove,
}: {
  item: AdminChannelItem;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const t = useTrans();
  const { itemRef, itemStyle, isDragging, handleProps } = useSortableItem(item.id);
  return (
    <li
      ref={itemRef}
      style={itemStyle}
      data-testid="channel-item"
      className={`flex items-center gap-2 rounded-lg border border-divider bg-bg px-2 py-1.5 ${
        isDragging ? 'relative z-10 shadow-lg' : ''
      }`}
    >
      <DragHandle
        label={t('Drag “:name” to reorder', { name: item.name })}
        handleProps={handleProps}
        className={ROW_BUTTON_CLASS}
      />
      <span className="w-5 text-right text-xs tabular-nums text-muted">{index + 1}</span>
      <Thumb image={item.image} />
      <span className="min-w-0 flex-1 truncate text-sm">{item.name}</span>
      <MoveButtons name={item.name} index={index} count={count} onMove={onMove} />
      <RowButton label={t('Remove “:name”', { name: item.name })} icon={X} onClick={onRemove} />
    </li>
  );
}
