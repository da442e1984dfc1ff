import { FOUNDATION_AND_TECHNICAL_MATERIALS } from './materials-foundations';
import { RISK_AND_GOLD_MATERIALS } from './materials-risk-gold';
import type { MaterialSpec } from './types';

/**
 * One-page PDF class materials. Their text must stay within the standard Helvetica fonts'
 * WinAnsi characters (pdf-lib throws otherwise): the PDFs embed no font.
 */
export const MATERIALS: MaterialSpec[] = [
  ...FOUNDATION_AND_TECHNICAL_MATERIALS,
  ...RISK_AND_GOLD_MATERIALS,
];
