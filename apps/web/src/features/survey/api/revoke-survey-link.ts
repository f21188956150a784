import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';
import { surveyDetailsQueryKey } from './get-survey-details-of-lab.ts';
import { surveyLinkQueryKey } from './get-cat-survey-link-of-lab.ts';

/** Ends the live link and makes a new one (D35): the old link then answers survey_link_revoked. */
export const revokeSurveyLink = (payload: PayloadOf<'revokeSurveyLink'>) => callApi('revokeSurveyLink', payload);

export function useRevokeSurveyLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSurveyLink,
    onSuccess: async (_data, { lab_code, q_cat_code }) => {
      await queryClient.invalidateQueries({ queryKey: surveyLinkQueryKey(lab_code, q_cat_code) });
      await queryClient.invalidateQueries({ queryKey: surveyDetailsQueryKey(lab_code) });
    },
  });
}
