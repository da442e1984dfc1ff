/**
 * lib/accounts' client-safe door: the account claims, the import file's rows and the import
 * jobs' pure rules, without Firebase. Server code imports everything from `@/lib/accounts`.
 */
export { isOperator, isProvisioned, MEMBER_CLAIM, OPERATOR_CLAIM } from './claims';
export type { ImportRow, ParsedImport, RowError } from './import-file';
export type { ImportOutcome, RowOutcome } from './import-members';
export * from './import-job-rules';
// A type only (erased from bundles): what the console's member page renders.
export type { MemberReport } from './provisioning';
