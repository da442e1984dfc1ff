'use server';

import {
  applyNextChunk,
  createImportJob,
  fileProblem,
  parsedProblem,
  parseImportFile,
  type ChunkAnswer,
} from '@/lib/accounts';
import { operatorAction, type ActionResult } from '@/lib/admin';

const FILE_FIELD = 'file';
const refuse = (error: string): ActionResult<never> => ({ ok: false, error, field: FILE_FIELD });

/**
 * Checks the file the browser read (its name and UTF-8 text) and stores it as an import
 * job; nothing is applied until the operator confirms on the job's page. The text, not a
 * File, crosses the wire: the server checks the same limits on what it received.
 */
export const previewImport = operatorAction(
  'previewImport',
  async (operator, file: unknown): Promise<ActionResult<{ id: string }>> => {
    const { name, text } = (file ?? {}) as { name?: unknown; text?: unknown };
    const upload =
      typeof name === 'string' && typeof text === 'string'
        ? { name, text, size: Buffer.byteLength(text) }
        : null;
    const problem = fileProblem(upload);
    if (problem || !upload) return refuse(problem ?? fileProblem(null)!);
    const parsed = parseImportFile(upload.name, upload.text);
    const parseProblem = parsedProblem(upload.name, parsed);
    if (parseProblem) return refuse(parseProblem);
    const id = await createImportJob(operator.member.email, upload.name, parsed);
    return { ok: true, data: { id } };
  },
);

/** Applies the import's next chunk of rows as this operator; called again until done. */
export const applyImportChunk = operatorAction(
  'applyImportChunk',
  async (operator, id: unknown): Promise<ActionResult<ChunkAnswer>> => {
    const answer = typeof id === 'string' ? await applyNextChunk(id, operator.member.email) : null;
    return answer ? { ok: true, data: answer } : { ok: false, error: 'There is no such import.' };
  },
);
