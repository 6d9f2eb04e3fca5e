import { LibraryPage, type LibrarySection } from '@/features/catalog/components/library-page';

export function libraryRoute(section: LibrarySection) {
  return function LibraryRoute() {
    return <LibraryPage section={section} />;
  };
}
