import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Every cached page of the staff list; a validation or an edit changes rows on any of them. */
export const validationListKey = ['review', 'list'] as const;

/** Submitted responses for staff, filtered and paged (the server clamps the page). */
export const getSurveysForValidation = (payload: PayloadOf<'getSurveysForValidation'>) =>
  callApi('getSurveysForValidation', payload);

/** The list page; the previous page stays on screen while the next one loads. */
export function useSurveysForValidation(payload: PayloadOf<'getSurveysForValidation'>) {
  return useQuery({
    queryKey: [...validationListKey, payload],
    queryFn: () => getSurveysForValidation(payload),
    placeholderData: keepPreviousData,
  });
}
