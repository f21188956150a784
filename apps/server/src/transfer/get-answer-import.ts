import type { Handler } from '../api/handler.ts';
import { importById, importView } from './answer-imports.ts';

/** Where an import stands, from the database (any process may have taken its rows): what the web polls. */
export const getAnswerImport: Handler<'getAnswerImport'> = async (payload, { db }) => ({
  data: importView(await importById(db, payload.importId)),
});
