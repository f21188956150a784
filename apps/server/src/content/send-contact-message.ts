import type { Handler } from '../api/handler.ts';

/** Not built yet (issue 17 skeleton). */
export const sendContactMessage: Handler<'sendContactMessage'> = async () => {
  throw new Error('sendContactMessage is not built yet');
};
