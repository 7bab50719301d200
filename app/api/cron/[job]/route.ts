import { timingSafeEqual } from 'node:crypto';
import { isJobName, runJob } from '@/lib/jobs';

export const dynamic = 'force-dynamic';

function authorized(request: Request): boolean {
  const secret = process.env.CRON_SECRET;
  if (!secret) return false;
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Scheduled jobs (Vercel Cron sends `Authorization: Bearer <CRON_SECRET>`; so must any other scheduler). */
export async function GET(request: Request, { params }: RouteContext<'/api/cron/[job]'>) {
  const { job } = await params;
  if (!isJobName(job)) return Response.json({ error: 'Unknown job' }, { status: 404 });
  if (!process.env.CRON_SECRET) return Response.json({ error: 'CRON_SECRET is not set' }, { status: 503 });
  if (!authorized(request)) return Response.json({ error: 'Unauthorized' }, { status: 401 });
  const result = await runJob(job);
  return Response.json({ job, ...result }, { headers: { 'cache-control': 'no-store' } });
}
