import { lazy, Suspense } from 'react';

export interface EditEntriesProps {
  kind: 'tracks' | 'albums' | 'artists';
  id: number;
}

// Most visitors may edit nothing: the links, their icons and tooltips load only for those who may
// (the catalog pages' first load).
const EditEntriesLinks = lazy(async () => ({
  default: (await import('./edit-entries-links')).EditEntriesLinks,
}));

/**
 * "Edit" (the backstage editor) and "Insights" for a track, album or artist the
 * caller may edit (the answer's `editable`); nothing for anyone else.
 */
export function EditEntries({
  editable,
  ...props
}: EditEntriesProps & { editable: boolean | undefined }) {
  if (!editable) return null;
  return (
    <Suspense fallback={null}>
      <EditEntriesLinks {...props} />
    </Suspense>
  );
}
