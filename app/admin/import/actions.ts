'use server';

import {
  applyNextChunk,
  createImportJob,
  fileProblem,
  operatorAction,
  parsedProblem,
  type ActionResult,
  type ChunkAnswer,
} from '@/lib/admin';
import { parseImportFile } from '@/lib/members';

const FILE_FIELD = 'file';
const refuse = (error: string): ActionResult<never> => ({ ok: false, error, field: FILE_FIELD });

async function readText(file: File): Promise<string | null> {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(
      await file.arrayBuffer(),
    );
  } catch {
    return null;
  }
}

/**
 * Reads and checks the uploaded file and stores it as an import job; nothing is applied
 * until the operator confirms on the job's page.
 */
export const previewImport = operatorAction(
  'previewImport',
  async (operator, form: FormData): Promise<ActionResult<{ id: string }>> => {
    const file = form instanceof FormData ? form.get(FILE_FIELD) : null;
    const upload = file instanceof File ? file : null;
    const problem = fileProblem(upload);
    if (problem || !upload) return refuse(problem ?? fileProblem(null)!);
    const text = await readText(upload);
    if (text === null) return refuse(`File: ${upload.name} is not a UTF-8 text file.`);
    const parsed = parseImportFile(upload.name, text);
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
