import { useQueries, useQuery } from '@tanstack/react-query';
import { LANGUAGE_IDS } from '@labbench/contract';
import { getContentContributors } from './api/get-content-contributors.ts';
import { staffContributors } from './staff-contributors.ts';

export type { StaffContributor } from './staff-contributors.ts';

/** Every contributor with texts in every language (11 reads, cached with the public list's). */
export function useStaffContributors() {
  const queries = useQueries({
    queries: LANGUAGE_IDS.map((lang) => ({
      queryKey: ['content', 'staff', 'contributors', lang],
      queryFn: () => getContentContributors({ lang }),
    })),
  });
  const error = queries.find((q) => q.error)?.error ?? null;
  const isPending = queries.some((q) => q.isPending);
  const refetch = () => queries.forEach((q) => void q.refetch());
  if (isPending || error) return { contributors: null, isPending, error, refetch };
  const perLanguage = Object.fromEntries(LANGUAGE_IDS.map((lang, i) => [lang, queries[i]?.data?.contributors ?? []]));
  return { contributors: staffContributors(perLanguage), isPending, error, refetch };
}

/** The contributors an article can name, by name. */
export function useContributorOptions() {
  const query = useQuery({
    queryKey: ['content', 'staff', 'contributors', 'en'],
    queryFn: () => getContentContributors({ lang: 'en' }),
  });
  return {
    options: (query.data?.contributors ?? []).map((c) => ({ value: c.id, label: c.name })),
    failed: !!query.error,
  };
}
