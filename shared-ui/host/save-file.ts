/**
 * Hands a file the app fetched to the browser as a download (exports and bills are fetched with the session, which a
 * bare link would not carry, so the file is made here from the answer).
 */
export function saveFile(data: Blob | string, filename: string, type = 'text/plain;charset=utf-8') {
  const url = URL.createObjectURL(data instanceof Blob ? data : new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The type of the store's CSV exports. */
export const CSV_TYPE = 'text/csv;charset=utf-8';
