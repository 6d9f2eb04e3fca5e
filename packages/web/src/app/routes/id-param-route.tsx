import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { NotFoundRoute } from './not-found-route';

/** A whole number of at most ten digits from 1 up, or null. */
function wholeId(value: string | undefined): number | null {
  const id = /^\d{1,10}$/.test(value ?? '') ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

interface IdParamRouteProps {
  /** The route parameter holding the id (`roleId` in `roles/:roleId/edit`). */
  param: string;
  /** The page for that id. */
  render: (id: number) => ReactNode;
}

/** A page addressed by a whole-number id in its URL; an id that is not one is not a page. */
export function IdParamRoute({ param, render }: IdParamRouteProps) {
  const id = wholeId(useParams()[param]);
  return id === null ? <NotFoundRoute /> : render(id);
}
