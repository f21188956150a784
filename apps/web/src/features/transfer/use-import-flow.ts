import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { SurveyCategory } from '@labbench/contract';
import { toApiCallError } from '../../lib/api-client.ts';
import { commitAnswerImport } from './api/commit-answer-import.ts';
import { useAnswerImport } from './api/get-answer-import.ts';
import { stageAnswerImportRows } from './api/stage-answer-import-rows.ts';
import { startAnswerImport } from './api/start-answer-import.ts';
import { chunksOf, trimmedRow } from './import-chunks.ts';
import { INITIAL_IMPORT, gridToSend, importReducer } from './import-flow.ts';
import { readImportFile } from './read-import-file.ts';

/**
 * The import screen's steps (D63): read the picked file in the browser, announce it, send its rows chunk by chunk
 * (the server checks each as the form would), then Import. While Import runs, the import's state is polled from the
 * server. Picking another file, or leaving the screen, stops the steps of the earlier one.
 */
export function useImportFlow() {
  const [state, dispatch] = useReducer(importReducer, INITIAL_IMPORT);
  const run = useRef(0);
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  const pick = useCallback(async (file: File, category: SurveyCategory, round: number) => {
    const id = (run.current += 1);
    const current = () => run.current === id;
    dispatch({ type: 'reading', fileName: file.name });
    try {
      const reading = await readImportFile(file);
      if (!current()) return;
      if (reading.grid === null) return dispatch({ type: 'failed', error: reading.problem });
      const prepared = gridToSend(reading.grid);
      if ('error' in prepared) return dispatch({ type: 'failed', error: prepared.error, problems: prepared.problems });
      const { grid } = prepared;
      dispatch({ type: 'read', grid });
      let view = await startAnswerImport({
        category,
        round,
        fileName: file.name,
        fileSize: file.size,
        headerRow: grid.headerRow,
        columns: grid.columns,
        totalRows: grid.rows.length,
      });
      if (!current()) return;
      dispatch({ type: 'checked', view });
      let offset = 0;
      for (const rows of chunksOf(grid.rows.map((row) => trimmedRow(row, grid.columns.length)))) {
        if (view.status !== 'checking') break;
        view = await stageAnswerImportRows({ importId: view.importId, offset, rows });
        if (!current()) return;
        offset += rows.length;
        dispatch({ type: 'checked', view });
      }
    } catch (error) {
      if (current()) dispatch({ type: 'failed', error: toApiCallError(error).error.message });
    }
  }, []);

  const importId = state.view?.importId ?? null;
  const commit = useCallback(async () => {
    if (!importId) return;
    const id = run.current;
    dispatch({ type: 'writing' });
    try {
      const view = await commitAnswerImport({ importId });
      if (run.current === id) dispatch({ type: 'written', view });
    } catch (error) {
      if (run.current === id) dispatch({ type: 'failed', error: toApiCallError(error).error.message });
    }
  }, [importId]);

  const reset = useCallback(() => {
    run.current += 1;
    dispatch({ type: 'reset' });
  }, []);

  const polled = useAnswerImport(importId, state.phase === 'writing');
  return { state, pick, commit, reset, polled: state.phase === 'writing' ? polled.data : undefined };
}
