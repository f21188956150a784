import { isAbsolute, resolve } from 'node:path';
import { LANGUAGE_IDS } from '@labbench/contract';
import type { LanguageId } from '@labbench/contract';
import { z } from 'zod';

/**
 * A file of this site: a path from its root, never `//host` (another site). The CSP lets pages load media and images
 * from this origin only, so a video elsewhere is served through MEDIA_DIR or the proxy in front (D124).
 */
const sitePath = (part: string) =>
  z
    .string({ error: `${part} must be a path such as /media/insight-en.mp4` })
    .regex(/^\/(?!\/)\S*$/, `${part} must be a path on this site such as /media/insight-en.mp4`);

const video = z.strictObject({ video: sitePath('video'), poster: sitePath('poster'), captions: sitePath('captions') });

const VIDEOS_SHAPE =
  'must be a JSON object such as {"en":{"video":"/media/en.mp4","poster":"/media/en.jpg","captions":"/media/en.vtt"}}';

/** `LAB_INSIGHT_VIDEOS`: per language id, the lab-insight video with its poster and captions (§2 Home, §3). */
const labInsightVideos = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: VIDEOS_SHAPE });
      return z.NEVER;
    }
  })
  .pipe(z.partialRecord(z.enum(LANGUAGE_IDS), video, { error: VIDEOS_SHAPE }));

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The variables of the home page's media, spread into config.ts's schema. */
export const mediaEnv = {
  LAB_INSIGHT_VIDEOS: optional(labInsightVideos),
  MEDIA_DIR: optional(z.string().trim().min(1)),
};

/** One language's lab-insight video: paths on this site. */
export interface LabInsightVideo {
  video: string;
  poster: string;
  /** WebVTT captions, shown as the video's captions track. */
  captions: string;
}

export interface MediaConfig {
  /** Per language, the home page's lab-insight video; a language without one shows none. */
  labInsightVideos: Partial<Record<LanguageId, LabInsightVideo>>;
  /** A folder served under /media (the videos, posters and captions of this deployment); unset: none. */
  mediaDir: string | undefined;
}

export function mediaConfig(
  env: {
    LAB_INSIGHT_VIDEOS?: Partial<Record<LanguageId, LabInsightVideo>> | undefined;
    MEDIA_DIR?: string | undefined;
  },
  repoRoot: string,
): MediaConfig {
  const dir = env.MEDIA_DIR;
  return {
    labInsightVideos: env.LAB_INSIGHT_VIDEOS ?? {},
    mediaDir: dir === undefined ? undefined : isAbsolute(dir) ? dir : resolve(repoRoot, dir),
  };
}
