/** Offers text as a file download without a server: a Blob URL on a temporary link. */
export function saveCalendarFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a later tick is safe.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
