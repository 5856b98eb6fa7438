/**
 * One line that says what a long command is doing and for how long: rewritten every second on a terminal, a line
 * per step elsewhere (CI logs).
 * @param {string} task
 * @param {NodeJS.WriteStream} [stream]
 */
export function createProgress(task, stream = process.stdout) {
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  let step = 'starting';
  const line = () => `[start] ${task}: ${step}… ${seconds()} s`;
  const draw = () => stream.write(`\r${line()}\u001b[K`);
  const ticker = stream.isTTY ? setInterval(draw, 1000) : null;
  if (stream.isTTY) draw();
  else stream.write(`${line()}\n`);
  const stop = () => {
    if (ticker) {
      clearInterval(ticker);
      stream.write('\n');
    }
  };
  return {
    /** @param {string} next */
    step(next) {
      step = next;
      if (stream.isTTY) draw();
      else stream.write(`${line()}\n`);
    },
    done() {
      stop();
      return seconds();
    },
    failed() {
      stop();
    },
  };
}
