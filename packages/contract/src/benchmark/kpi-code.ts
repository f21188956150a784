import { plainString } from '../validation/control-characters.ts';

/** A KPI code as the catalogue spells it (`CL_SAMPLE_REJECTION`); whether it is of the category is the handler's. */
export const kpiCodeField = plainString().regex(/^[A-Z][A-Z0-9_]{1,79}$/);
