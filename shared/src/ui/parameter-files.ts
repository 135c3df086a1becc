// Category parameters of type file, as the posting forms of listings and projects keep them on an edit.

/** A category parameter with its stored value, as get-added-properties and get-project-detail answer it. */
interface StoredParameter {
  id: number;
  type_of_parameter: string;
  value?: unknown;
}

/** Parameter id → the stored file's URL, for every file-type parameter that has one. */
export function storedParameterFiles(
  parameters: readonly StoredParameter[] | null | undefined,
): Record<string, string> {
  const files: Record<string, string> = {};
  for (const param of parameters ?? []) {
    if (param.type_of_parameter === 'file' && typeof param.value === 'string' && param.value) {
      files[String(param.id)] = param.value;
    }
  }
  return files;
}
