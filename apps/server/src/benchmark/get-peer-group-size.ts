import { peerGroupLargeEnough, peerKey } from '@labbench/contract';
import { and, eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { benchmarkPeerGroups } from '../db/schema/index.ts';
import { benchmarkLab } from '../commands/benchmark-lab.ts';
import { countPeerGroup } from '../commands/benchmark-stats.ts';

/**
 * The N of a peer group while the user narrows it: the cached N when the group's statistics exist, else a count of
 * the entries (one indexed scan; nothing cached, since the statistics are made when the dashboard asks for them).
 * The round is the lab's latest validated one unless asked; a lab without one has no peers to count (0).
 */
export const getPeerGroupSize: Handler<'getPeerGroupSize'> = async (payload, { db, config }) => {
  const lab = await benchmarkLab(db, payload);
  const round = lab.state === 'ready' ? lab.round : payload.round;
  let n = 0;
  if (round !== undefined) {
    const [cached] = await db
      .select({ n: benchmarkPeerGroups.n })
      .from(benchmarkPeerGroups)
      .where(
        and(
          eq(benchmarkPeerGroups.category, payload.category),
          eq(benchmarkPeerGroups.round, round),
          eq(benchmarkPeerGroups.peerKey, peerKey(payload.peers)),
        ),
      );
    n = cached?.n ?? (await countPeerGroup(db, payload.category, round, payload.peers));
  }
  const minimum = config.benchmarkMinPeers;
  return { data: { filter: payload.peers, n, minimum, enough: peerGroupLargeEnough(n, minimum) } };
};
