/**
 * Hands CSV text to the browser as a file download. Exports are fetched with the admin's session (a bare link
 * would carry no token), so the file is made here from the answer.
 */
export function saveCsv(csv: string, filename: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
