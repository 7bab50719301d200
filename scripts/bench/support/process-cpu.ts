import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The process listening on a loopback port, from `ss` (the benchmark's own servers only). */
export function listenerPid(port: number): number {
  const out = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout ?? '';
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process listens on port ${port}`);
  return Number(pid);
}

/** User + system CPU time of a process, in milliseconds (/proc/<pid>/stat, clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
