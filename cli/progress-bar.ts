/** A one-line progress bar on a terminal; silent when the output is piped or logged. */
export function progressBar(stream: NodeJS.WriteStream, width = 30) {
  return (done: number, total: number) => {
    if (!stream.isTTY || total === 0) return;
    const filled = Math.round((done / total) * width);
    stream.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total}`);
    if (done === total) stream.write('\n');
  };
}
