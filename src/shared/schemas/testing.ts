/** Test helper: a failed parse as {path: [messages]}, so tests can assert exact wording per field. */
import type { z } from 'zod';

export const issuesByPath = (result: z.ZodSafeParseResult<unknown>): Record<string, string[]> => {
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (byPath[key] ??= []).push(issue.message);
  }
  return byPath;
};
