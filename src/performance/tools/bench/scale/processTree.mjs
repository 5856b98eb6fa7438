/**
 * Runs a command and measures it: wall time, and peak memory as the sum of the resident set sizes of its whole
 * process tree (the command and every descendant), sampled from /proc (Linux). Shared pages of forked processes are
 * counted once per process, so the sum can overstate what the machine needed; it never understates a sampled moment.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const PAGE_BYTES = 4096;
const SAMPLE_MS = 250;
/** How much of a command's output its result keeps (all of it is in the log). */
const TAIL_LINES = 30;

/**
 * @param {string} text
 * @param {number} count
 */
function lastLines(text, count) {
  return text.trimEnd().split('\n').slice(-count);
}

function readProcesses() {
  /** @type {Map<number, number>} */
  const parents = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name, in parentheses, may hold spaces: the fields after the last ")" are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // The process ended while we read.
    }
  }
  return parents;
}

/**
 * @param {number | undefined} root
 * @param {Map<number, number>} parents
 */
function treeOf(root, parents) {
  const tree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return tree;
}

/** @param {number | undefined} pid */
function residentBytes(pid) {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_BYTES;
  } catch {
    return 0;
  }
}

/**
 * Sum of the resident set sizes of `root` and its descendants now.
 * @param {number | undefined} root
 */
export function treeResidentBytes(root) {
  let total = 0;
  for (const pid of treeOf(root, readProcesses())) total += residentBytes(pid);
  return total;
}

/**
 * Runs `command args` in `cwd`, its output appended to `logFile`. Stops it (its process group) after `timeoutMs`.
 * Resolves with {ok, exitCode, timedOut, ms, peakBytes, load, tail}: `load`, the machine's load (one-minute
 * average) as it started and as it ended, for runs on a machine others use too; `tail`, the last lines of its output.
 * @param {string} command
 * @param {string[]} args
 * @param {{cwd: string, env?: NodeJS.ProcessEnv, logFile: string, timeoutMs?: number}} options
 * @returns {Promise<Measured>}
 *
 * @typedef {{ok: boolean, exitCode: number | null, timedOut: boolean, ms: number, peakBytes: number,
 *   load: number[], tail: string[]}} Measured
 */
export function runMeasured(command, args, {cwd, env = process.env, logFile, timeoutMs = Infinity}) {
  const log = fs.openSync(logFile, 'a');
  fs.writeSync(log, `\n$ ${command} ${args.join(' ')}\n`);
  const from = fs.fstatSync(log).size;
  const start = performance.now();
  const loadBefore = os.loadavg()[0];
  const child = spawn(command, args, {cwd, env, stdio: ['ignore', log, log], detached: true});
  let peakBytes = 0;
  const sampler = setInterval(() => (peakBytes = Math.max(peakBytes, treeResidentBytes(child.pid))), SAMPLE_MS);
  let timedOut = false;
  const timer =
    timeoutMs === Infinity
      ? null
      : setTimeout(() => {
          timedOut = true;
          process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM');
        }, timeoutMs);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (exitCode) => {
      clearInterval(sampler);
      clearTimeout(timer ?? undefined);
      fs.closeSync(log);
      const ms = performance.now() - start;
      const tail = lastLines(fs.readFileSync(logFile, 'utf8').slice(from), TAIL_LINES);
      const load = [loadBefore, os.loadavg()[0]].map((value) => Number(value.toFixed(1)));
      resolve({ok: exitCode === 0 && !timedOut, exitCode, timedOut, ms, peakBytes, load, tail});
    });
  });
}
