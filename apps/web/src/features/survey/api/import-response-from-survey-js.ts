import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';
import { surveyDetailsQueryKey } from './get-survey-details-of-lab.ts';
import { labDetailsQueryKey } from './lab-details.ts';

/** Re-runs processing of a submitted response, after the form's `SC` (§4). */
export const importResponseFromSurveyJs = (payload: PayloadOf<'importResponseFromSurveyJs'>) =>
  callApi('importResponseFromSurveyJs', payload);

/** §4: after the import the category's cached details are dropped and the lab details reloaded. */
export function useImportResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importResponseFromSurveyJs,
    onSettled: async (_data, _error, { lab_code }) => {
      await queryClient.invalidateQueries({ queryKey: surveyDetailsQueryKey(lab_code) });
      await queryClient.invalidateQueries({ queryKey: labDetailsQueryKey(lab_code) });
    },
  });
}
