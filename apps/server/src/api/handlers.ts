import type { RequestName } from '@labbench/contract';
import { requests } from '@labbench/contract';
import { authHandlers } from '../auth/handlers.ts';
import { benchmarkHandlers } from '../benchmark/handlers.ts';
import { captchaHandlers } from '../captcha/handlers.ts';
import { consentHandlers } from '../consent/handlers.ts';
import { passwordHandlers } from '../password/handlers.ts';
import { profileHandlers } from '../profile/handlers.ts';
import { registrationHandlers } from '../registration/handlers.ts';
import { reportHandlers } from '../report/handlers.ts';
import { reviewHandlers } from '../review/handlers.ts';
import { surveyHandlers } from '../survey/handlers.ts';
import { staffHandlers } from '../staff/handlers.ts';
import { adminHandlers } from '../admin/handlers.ts';
import { transferHandlers } from '../transfer/handlers.ts';
import { translationHandlers } from '../translation/handlers.ts';
import { contentHandlers } from '../content/handlers.ts';
import { telemetryHandlers } from '../telemetry/handlers.ts';
import type { ApiRegistry, Handler } from './handler.ts';

/** One handler per contract request: a request added to the contract without a handler does not compile. */
const handlers = {
  ...authHandlers,
  ...passwordHandlers,
  ...registrationHandlers,
  ...profileHandlers,
  ...consentHandlers,
  ...captchaHandlers,
  ...surveyHandlers,
  ...reviewHandlers,
  ...benchmarkHandlers,
  ...reportHandlers,
  ...staffHandlers,
  ...adminHandlers,
  ...transferHandlers,
  ...translationHandlers,
  ...contentHandlers,
  ...telemetryHandlers,
} satisfies { [N in RequestName]: Handler<N> };

export const apiRegistry: ApiRegistry<typeof requests> = { definitions: requests, handlers };
