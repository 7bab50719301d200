/**
 * What the hosting platform's cron does in production (vercel.json, or pg_cron + pg_net): calls the shop's scheduled
 * jobs with CRON_SECRET. `npm start` and `npm run dev` run it so balance reminders, payment retries and e-mail
 * delivery behave locally as they do when deployed.
 */
export function startLocalCron(baseUrl: string, secret: string): () => void {
  const call = async (job: 'frequent' | 'daily') => {
    try {
      const response = await fetch(`${baseUrl}/api/cron/${job}`, { headers: { authorization: `Bearer ${secret}` } });
      if (!response.ok && response.status !== 404) console.error(`[cron] ${job}: HTTP ${response.status}`);
    } catch {
      // The shop is still starting or already stopping; the next tick tries again.
    }
  };
  const frequent = setInterval(() => void call('frequent'), 60_000);
  const daily = setInterval(() => void call('daily'), 24 * 60 * 60_000);
  const first = setTimeout(() => void call('daily'), 30_000);
  for (const timer of [frequent, daily, first]) timer.unref();
  return () => {
    clearInterval(frequent);
    clearInterval(daily);
    clearTimeout(first);
  };
}
