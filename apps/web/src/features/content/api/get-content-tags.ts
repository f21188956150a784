import { useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';
import { STAFF_CONTENT_KEY } from './get-content-items.ts';

export const CONTENT_TAGS_KEY = [...STAFF_CONTENT_KEY, 'tags'] as const;

/** Every tag with its names per language and how many articles carry it. */
export const getContentTags = (payload: PayloadOf<'getContentTags'>) => callApi('getContentTags', payload);

export function useContentTags() {
  return useQuery({ queryKey: CONTENT_TAGS_KEY, queryFn: () => getContentTags({}) });
}
