import { useParams } from 'react-router';

/** Route params are strings; ids that are not positive integers are a not-found page. */
export function useIdParam(name: string): number | null {
  const value = Number(useParams()[name]);
  return Number.isInteger(value) && value > 0 ? value : null;
}
